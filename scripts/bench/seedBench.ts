/**
 * Seeding for `bench:limit`, `bench:read` and `bench:sockets`: parties of five signed-in players
 * written straight into PostgreSQL, like `bench:boss` does (sign-up through the API is limited to
 * 10 per hour and address, and its password hashing would dominate the setup). Every id is derived
 * from a tag and a number, so a driver (or a pgbench script) can name a player's n-th quest
 * without being handed a list: `benchUuid` in JavaScript and `benchUuidSql` in SQL agree.
 */
import { createHash, createHmac } from 'node:crypto';
import type pg from 'pg';
import { hashPassword } from '../../server/auth/passwords.ts';
import { localDayNumber } from '../../server/domain/progression/streaks.ts';

/** A version-4-shaped UUID derived from a key (the API validates quest ids as RFC UUIDs). */
export function benchUuid(key: string): string {
  const h = createHash('md5').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The same UUID computed in SQL from a text expression. */
export const benchUuidSql = (keyExpr: string): string =>
  `overlay(overlay(md5(${keyExpr}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The key of member k's j-th quest under a tag (the same text in SQL: tag || '-q-' || k || '-' || j). */
export const questKey = (tag: string, k: number, j: number): string => `${tag}-q-${k}-${j}`;

/** The session cookie the app sets: `qp.sid` and its Keygrip-compatible signature (HMAC-SHA1). */
export const sessionCookie = (sid: string, secret: string): string =>
  `qp.sid=${sid}; qp.sid.sig=${createHmac('sha1', secret).update(`qp.sid=${sid}`).digest('base64url')}`;

export interface BenchMember {
  /** The member's number under its tag (party = floor(k / 5)). */
  k: number;
  userId: string;
  username: string;
  partyId: string;
  bossId: string;
  sid: string;
  cookie: string;
}

export interface SeedOptions {
  /** Short and unique per player set in one database (ids, names and quests derive from it). */
  tag: string;
  parties: number;
  /** Open quests per member, ids `benchUuid(questKey(tag, k, j))` for j = 0 .. n-1. */
  questsPerMember: number;
  /** Session ids are `sidBase + k` (numbers, so a pgbench script can name them). */
  sidBase: number;
  secret: string;
  /** Members per party (5 unless a benchmark wants lone players). */
  members?: number;
  /** Give every party a boss that does not fall during a run (default true). */
  boss?: boolean;
}

let passwordHash: Promise<string> | undefined;

/**
 * Players in parties, each with a live boss (1e9 health) and a session valid for 14 days (no
 * renewal write during a run), active a moment ago with their day started (its once-a-day start,
 * DESIGN 11, ran at their first request today), their first-quest and party achievements
 * behind them (each unlocks once in a lifetime, not on every hit), and open easy quests.
 */
export async function seedParties(client: pg.Client, o: SeedOptions): Promise<BenchMember[]> {
  passwordHash ??= hashPassword('bench-password');
  const hash = await passwordHash;
  const size = o.members ?? 5;
  const players = o.parties * size;
  const key = (kind: string, n: number) => benchUuid(`${o.tag}-${kind}-${n}`);
  const userIds = Array.from({ length: players }, (_, k) => key('u', k));
  const partyIds = Array.from({ length: o.parties }, (_, p) => key('p', p));
  const bossIds = Array.from({ length: o.parties }, (_, p) => key('b', p));
  await client.query('begin');
  await client.query(
    `insert into users (id, email, username, password, created_at, updated_at, last_activity, last_day_seen)
     select id, $2 || n || '@bench.local', $2 || n, $3, now(), now(), now(), $4
       from unnest($1::uuid[]) with ordinality as t(id, n)`,
    [userIds, o.tag, hash, localDayNumber(new Date(), 'UTC')],
  );
  await client.query(
    `insert into parties (id, name, leader_id, max_members, boss_ladder_index, created_at)
     select id, 'Bench ' || n, ($2::uuid[])[(n - 1) * $3 + 1], $3, 1, now()
       from unnest($1::uuid[]) with ordinality as t(id, n)`,
    [partyIds, userIds, size],
  );
  if (o.boss ?? true) {
    await client.query(
      `insert into bosses (id, party_id, template_id, ladder_index, name, description, level, max_health,
         current_health, xp_reward, coin_reward, defeated, created_at)
       select b, p, 'procrastination-dragon', 0, 'Bench Dragon', 'A patient target.', 1, 1000000000, 1000000000,
         50, 30, false, now()
         from unnest($1::uuid[], $2::uuid[]) as t(b, p)`,
      [bossIds, partyIds],
    );
    await client.query(
      `update parties set current_boss_id = t.b from unnest($1::uuid[], $2::uuid[]) as t(b, p) where id = t.p`,
      [bossIds, partyIds],
    );
  }
  await client.query(
    `update users set party_id = ($2::uuid[])[(t.n - 1) / $3 + 1], party_joined_at = now()
       from unnest($1::uuid[]) with ordinality as t(id, n) where users.id = t.id`,
    [userIds, partyIds, size],
  );
  await client.query(
    `insert into user_achievements (id, user_id, achievement_id, earned_at)
     select gen_random_uuid(), u, a, now() from unnest($1::uuid[]) as u cross join unnest($2::text[]) as a`,
    [userIds, ['first-quest', 'party-up']],
  );
  const sids = userIds.map((_, k) => String(o.sidBase + k));
  await client.query(
    `insert into session (sid, sess, expire, user_id, last_seen_at)
     select sid, jsonb_build_object('userId', u, 'createdAt', $3::bigint), now() + interval '14 days', u, now()
       from unnest($1::text[], $2::uuid[]) as t(sid, u)`,
    [sids, userIds, Date.now()],
  );
  if (o.questsPerMember > 0) {
    await client.query(
      `insert into quests (id, user_id, title, difficulty, quest_type, experience_reward, gold_reward, completed, created_at)
       select ${benchUuidSql(`$1 || '-q-' || (k - 1) || '-' || j`)}, u, 'Bench quest', 'easy', 'main', 10, 5, false, now()
         from unnest($2::uuid[]) with ordinality as t(u, k) cross join generate_series(0, $3 - 1) as j`,
      [o.tag, userIds, o.questsPerMember],
    );
  }
  await client.query('commit');
  return userIds.map((userId, k) => ({
    k,
    userId,
    username: `${o.tag}${k + 1}`,
    partyId: partyIds[Math.floor(k / size)]!,
    bossId: bossIds[Math.floor(k / size)]!,
    sid: sids[k]!,
    cookie: sessionCookie(sids[k]!, o.secret),
  }));
}
