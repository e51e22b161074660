/**
 * The baseline of `bench:limit` and `bench:read`: the same two requests as the app, written as
 * tightly as a hand-written server would, on the app's own schema. Koa with one middleware,
 * node-postgres (a pool of 10 like the app's, every statement a named prepared statement, one
 * connection per request), Socket.IO with the same Redis adapter for the hit's broadcast.
 *
 * - `POST /api/boss/damage {questId}`: the signed session cookie checked with one HMAC; the
 *   player, their party's boss (one select); in one transaction the quest completed with
 *   `RETURNING`, XP/gold/points/streak in one `UPDATE ... RETURNING`, the boss damaged and the hit
 *   logged (one statement), the completion's history row and feed entry (one statement); after
 *   commit the boss's 20 latest hits, one `boss:update` to the party's room, and a compact answer.
 * - `GET /api/quests`: the session's player (one select), their quests (one select of the columns
 *   the answer needs), answered in the app's shape (protocol/api/quests.ts `questSchema`).
 *
 * What it leaves out, and the app does: the achievement figures and unlocks, level-ups, equipment
 * and companion factors, security headers, request logging and metrics (see docs/performance.md).
 *
 *   PORT=4200 DATABASE_URL=... REDIS_URL=... SESSION_SECRET=... ADAPTER_KEY=... node scripts/bench/plainServer.ts
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import Koa, { type Context } from 'koa';
import pg from 'pg';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { bossDamage, DAMAGE_MULTIPLIERS, power, type QuestDifficulty } from '../../protocol/rules/combat.ts';
import { localDayNumber } from '../../server/domain/progression/streaks.ts';
import { questRoutineState, type Recurrence } from '../../server/domain/quests/routine.ts';
import {
  COMPLETE_QUEST,
  HIT_BOSS,
  positional,
  QUESTS_OF,
  RECENT_HITS,
  RECORD_COMPLETION,
  REWARD_PLAYER,
  SESSION_HIT,
  SESSION_READ,
  type Statement,
} from './plainSql.ts';

const port = Number(process.env.PORT ?? 4200);
const secret = process.env.SESSION_SECRET ?? '';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const pub = createClient({ url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
const sub = pub.duplicate();
await Promise.all([pub.connect(), sub.connect()]);

const compiled = new Map<Statement, ReturnType<typeof positional>>();

/** Runs a named prepared statement (parsed and planned once per connection). */
function run<R extends pg.QueryResultRow>(
  client: pg.PoolClient,
  s: Statement,
  values: Record<string, unknown>,
): Promise<pg.QueryResult<R>> {
  let p = compiled.get(s);
  if (!p) {
    p = positional(s);
    compiled.set(s, p);
  }
  return client.query<R>({ name: p.name, text: p.text, values: p.params.map((k) => values[k]) });
}

/** The session id of a validly signed `qp.sid` cookie (Keygrip's HMAC-SHA1, base64url). */
function sessionId(ctx: Context): string | null {
  const sid = ctx.cookies.get('qp.sid');
  const sig = ctx.cookies.get('qp.sid.sig');
  if (!sid || !sig) return null;
  const expected = Buffer.from(createHmac('sha1', secret).update(`qp.sid=${sid}`).digest('base64url'));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? sid : null;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16 * 1024) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const isDifficulty = (d: string): d is QuestDifficulty => d in DAMAGE_MULTIPLIERS;
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

interface HitSessionRow {
  id: string;
  username: string;
  level: number;
  damage: number;
  timezone: string;
  party_id: string | null;
  current_boss_id: string | null;
}
interface CompletedRow {
  title: string;
  difficulty: string;
  xp: number;
  gold: number;
  completed_at: Date;
}
interface PlayerRow {
  level: number;
  experience: number;
  experience_to_next: number;
  gold: number;
  points: number;
  total_points: number;
  daily_streak: number;
}
interface BossRow {
  id: string;
  current_health: number;
  max_health: number;
  defeated: boolean;
  defeated_at: Date | null;
  damage: number;
}
interface HitRow {
  user_id: string;
  username: string;
  damage: number;
  created_at: Date;
}
interface QuestRow {
  id: string;
  title: string;
  description: string | null;
  difficulty: string;
  quest_type: string;
  experience_reward: number;
  gold_reward: number;
  item_reward: string | null;
  completed: boolean;
  completed_at: Date | null;
  due_date: Date | null;
  remind_at: Date | null;
  recurrence: Recurrence | null;
  recurrence_anchor: number | null;
  priority: string | null;
  estimate_minutes: number | null;
  energy: string | null;
  checklist: unknown[];
  created_at: Date;
}

const fail = (ctx: Context, status: number, message: string) => {
  ctx.status = status;
  ctx.body = { message };
};

async function bossDamageRoute(ctx: Context, io: Server): Promise<void> {
  const sid = sessionId(ctx);
  if (!sid) return fail(ctx, 401, 'Sign in first');
  const body = await readJson(ctx.req);
  const questId = typeof body === 'object' && body !== null && 'questId' in body ? String(body.questId) : '';
  if (!UUID.test(questId)) return fail(ctx, 400, 'Unknown quest');
  const client = await pool.connect();
  let open = false;
  try {
    const player = (await run<HitSessionRow>(client, SESSION_HIT, { sid })).rows[0];
    if (!player) return fail(ctx, 401, 'Sign in first');
    const bossId = player.current_boss_id;
    if (!bossId || !player.party_id) return fail(ctx, 409, 'Your party has no active boss right now.');
    await client.query('begin');
    open = true;
    const uid = player.id;
    const quest = (await run<CompletedRow>(client, COMPLETE_QUEST, { quest: questId, uid })).rows[0];
    if (!quest || !isDifficulty(quest.difficulty)) {
      await client.query('rollback');
      open = false;
      return fail(ctx, 404, 'Quest not found');
    }
    const day = localDayNumber(quest.completed_at, player.timezone);
    const figures = (
      await run<PlayerRow>(client, REWARD_PLAYER, { xp: quest.xp, gold: quest.gold, day, uid })
    ).rows[0]!;
    const dmg = bossDamage(power(player.level, player.damage), quest.difficulty);
    const boss = (await run<BossRow>(client, HIT_BOSS, { dmg, boss: bossId, uid, quest: questId })).rows[0];
    if (!boss) {
      await client.query('rollback');
      open = false;
      return fail(ctx, 409, 'Your party has no active boss right now.');
    }
    await run(client, RECORD_COMPLETION, {
      quest: questId,
      uid,
      difficulty: quest.difficulty,
      xp: quest.xp,
      gold: quest.gold,
      title: quest.title,
    });
    await client.query('commit');
    open = false;
    const recent = (await run<HitRow>(client, RECENT_HITS, { boss: bossId })).rows;
    const at = quest.completed_at.toISOString();
    const state = {
      id: boss.id,
      currentHealth: boss.current_health,
      maxHealth: boss.max_health,
      defeated: boss.defeated,
      defeatedAt: iso(boss.defeated_at),
    };
    io.to(`party:${player.party_id}`).emit('boss:update', {
      partyId: player.party_id,
      boss: state,
      hit: { userId: uid, username: player.username, damage: boss.damage, questId, createdAt: at },
      sentAt: Date.now(),
    });
    ctx.body = {
      damage: boss.damage,
      defeated: boss.defeated,
      boss: {
        ...state,
        recentHits: recent.map((h) => ({
          userId: h.user_id,
          username: h.username,
          damage: h.damage,
          createdAt: h.created_at.toISOString(),
        })),
      },
      quest: { id: questId, completed: true, completedAt: at },
      user: {
        id: uid,
        level: figures.level,
        experience: figures.experience,
        experienceToNext: figures.experience_to_next,
        gold: figures.gold,
        points: figures.points,
        totalPoints: figures.total_points,
        dailyStreak: figures.daily_streak,
      },
      rewards: { experience: quest.xp, gold: quest.gold },
    };
  } catch (err) {
    if (open) await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

async function questsRoute(ctx: Context): Promise<void> {
  const sid = sessionId(ctx);
  if (!sid) return fail(ctx, 401, 'Sign in first');
  const client = await pool.connect();
  try {
    const player = (await run<{ id: string; timezone: string }>(client, SESSION_READ, { sid })).rows[0];
    if (!player) return fail(ctx, 401, 'Sign in first');
    const rows = (await run<QuestRow>(client, QUESTS_OF, { uid: player.id })).rows;
    const now = new Date();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map((q) => {
      const routine = questRoutineState(
        {
          recurrence: q.recurrence,
          recurrenceAnchor: q.recurrence_anchor,
          completedAt: q.completed_at,
          createdAt: q.created_at,
        },
        now,
        player.timezone,
      );
      const completed = routine ? routine.completed : q.completed;
      return {
        id: q.id,
        userId: player.id,
        title: q.title,
        description: q.description,
        difficulty: q.difficulty,
        questType: q.quest_type,
        experienceReward: q.experience_reward,
        goldReward: q.gold_reward,
        itemReward: q.item_reward,
        completed,
        completedAt: completed ? iso(q.completed_at) : null,
        dueDate: iso(q.due_date),
        remindAt: iso(q.remind_at),
        recurrence: q.recurrence,
        nextOpenAt: iso(routine?.nextOpenAt ?? null),
        priority: q.priority,
        estimateMinutes: q.estimate_minutes,
        energy: q.energy,
        checklist: q.checklist,
        createdAt: q.created_at.toISOString(),
      };
    });
  } finally {
    client.release();
  }
}

const app = new Koa();
app.use(async (ctx) => {
  if (ctx.method === 'POST' && ctx.path === '/api/boss/damage') return bossDamageRoute(ctx, io);
  if (ctx.method === 'GET' && ctx.path === '/api/quests') return questsRoute(ctx);
  if (ctx.path === '/api/ready') {
    ctx.body = { ok: true };
    return;
  }
  fail(ctx, 404, 'Not found');
});
// Koa's handler first: Socket.IO takes over the request listeners it finds when it attaches.
const http = createServer(app.callback());
const io = new Server(http, { serveClient: false });
io.adapter(createAdapter(pub, sub, { key: process.env.ADAPTER_KEY ?? 'bench-plain' }));
http.listen(port, '127.0.0.1', () => console.log(`plain server on ${port}`));
process.on('SIGTERM', () => {
  io.close();
  void Promise.allSettled([pool.end(), pub.quit(), sub.quit()]).finally(() => process.exit(0));
});
