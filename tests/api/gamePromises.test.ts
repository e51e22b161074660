import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealDamageResponseSchema } from '../../protocol/api/boss.ts';
import { notificationListSchema } from '../../protocol/api/notifications.ts';
import { partySchema } from '../../protocol/api/parties.ts';
import { completeQuestResponseSchema, questSchema } from '../../protocol/api/quests.ts';
import { userSchema } from '../../protocol/api/user.ts';
import { power } from '../../protocol/rules/combat.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { localDayNumber } from '../../server/domain/progression/streaks.ts';
import { shiftedClock } from '../../server/lib/clock.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
/** How far the server's clock runs ahead of the real time (moved by the day-start tests). */
let clockOffsetMs = 0;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
    clock: shiftedClock(() => clockOffsetMs),
  });
});
afterAll(async () => {
  await server?.close();
});

const exec = (text: string, params: unknown[] = []) =>
  server.deps.orm.em.fork().getConnection().execute(text, params);
const setLevel = (userId: string, level: number) =>
  exec('update users set level = ? where id = ?', [level, userId]);
const today = () => localDayNumber(new Date(), 'UTC');

async function complete(client: TestClient, difficulty: string) {
  const quest = questSchema.parse(
    (await client.post('/api/quests', { title: 'Tidy the desk', difficulty })).body,
  );
  const res = await client.request('PATCH', `/api/quests/${quest.id}/complete`);
  expect(res.status).toBe(200);
  return completeQuestResponseSchema.parse(res.body);
}

describe('abilities act (DESIGN 11)', () => {
  it('Productivity Boost: +10% quest gold from level 10, rounded down', async () => {
    const at9 = await signedInPlayer(server);
    await setLevel(at9.user.id, 9);
    expect((await complete(at9.client, 'medium')).rewards.gold).toBe(15);
    const at10 = await signedInPlayer(server);
    await setLevel(at10.user.id, 10);
    const done = await complete(at10.client, 'medium');
    expect(done.rewards.gold).toBe(16);
    expect(done.user.gold).toBe(at10.user.gold + 16);
  });

  it('Double XP: the first quest of each local day from level 15, exactly once under parallel completions', async () => {
    const hero = await signedInPlayer(server);
    await setLevel(hero.user.id, 15);
    const quests = await Promise.all(
      Array.from({ length: 4 }, async () =>
        questSchema.parse(
          (await hero.client.post('/api/quests', { title: 'Walk', difficulty: 'easy' })).body,
        ),
      ),
    );
    const answers = await Promise.all(
      quests.map((q) => hero.client.request('PATCH', `/api/quests/${q.id}/complete`)),
    );
    const xp = answers.map((a) => completeQuestResponseSchema.parse(a.body).rewards.experience).sort();
    expect(xp).toEqual([10, 10, 10, 20]);
    // The next local day the first quest doubles again.
    await exec('update users set last_quest_day = ? where id = ?', [today() - 1, hero.user.id]);
    expect((await complete(hero.client, 'easy')).rewards.experience).toBe(20);
    const low = await signedInPlayer(server);
    await setLevel(low.user.id, 14);
    expect((await complete(low.client, 'easy')).rewards.experience).toBe(10);
  });

  it("Team Leader: x1.1 on a member's hit while a level-20 leader is in the party", async () => {
    const leader = await signedInPlayer(server);
    const member = await signedInPlayer(server);
    const party = partySchema.parse((await leader.client.post('/api/parties', { name: 'Led' })).body);
    expect((await member.client.post(`/api/parties/${party.id}/join`)).status).toBe(200);
    const hit = async () => {
      const quest = questSchema.parse(
        (await member.client.post('/api/quests', { title: 'Hit', difficulty: 'easy' })).body,
      );
      const me = userSchema.parse((await member.client.get('/api/user')).body);
      const res = await member.client.post('/api/boss/damage', { questId: quest.id });
      return {
        damage: dealDamageResponseSchema.parse(res.body).damage,
        power: power(me.level, me.effectiveDamage),
      };
    };
    const plain = await hit();
    expect(plain.damage).toBe(plain.power);
    await setLevel(leader.user.id, 20);
    const led = await hit();
    expect(led.damage).toBe(Math.floor(led.power * 1.1 + 1e-9));
    expect(led.damage).toBeGreaterThan(led.power);
  });
});

describe('health matters gently: the strike back and rest mode', () => {
  /** A member whose party's boss lived, and who was in it, since three days ago, with no hit yesterday. */
  async function idleMember() {
    const member = await signedInPlayer(server);
    const party = partySchema.parse((await member.client.post('/api/parties', { name: 'Idle' })).body);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await exec('update bosses set created_at = ? where party_id = ?', [threeDaysAgo, party.id]);
    await exec('update users set party_joined_at = ?, health = 50, last_day_seen = ? where id = ?', [
      threeDaysAgo,
      today() - 1,
      member.user.id,
    ]);
    return member;
  }
  const bossNotifications = async (client: TestClient) =>
    notificationListSchema
      .parse((await client.get('/api/notifications?limit=50')).body)
      .notifications.filter((n) => n.type === 'boss');

  it('at the first requests of a new day the day heals 10, then the boss strikes once (10% of max); kindly said', async () => {
    const member = await idleMember();
    const answers = await Promise.all(Array.from({ length: 8 }, () => member.client.get('/api/user')));
    for (const a of answers) expect(a.status).toBe(200);
    const now = userSchema.parse((await member.client.get('/api/user')).body);
    expect(now.health).toBe(50); // 50 + 10 - 10
    const notes = await bossNotifications(member.client);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toMatch(/nothing else/);
    // Progress is never taken away.
    expect({ xp: now.experience, gold: now.gold, level: now.level }).toEqual({
      xp: member.user.experience,
      gold: member.user.gold,
      level: member.user.level,
    });
  });

  it('rest mode on: no strike, only the heal; off again: the strike returns', async () => {
    const member = await idleMember();
    // Today already started: the switch itself is not the day's first request.
    await exec('update users set last_day_seen = ? where id = ?', [today(), member.user.id]);
    const on = await member.client.request('PATCH', '/api/user', { resting: true });
    expect(userSchema.parse(on.body).resting).toBe(true);
    await exec('update users set last_day_seen = ?, health = 50 where id = ?', [today() - 1, member.user.id]);
    expect(userSchema.parse((await member.client.get('/api/user')).body).health).toBe(60);
    expect(await bossNotifications(member.client)).toHaveLength(0);

    const off = await member.client.request('PATCH', '/api/user', { resting: false });
    expect(userSchema.parse(off.body).resting).toBe(false);
    await exec('update users set last_day_seen = ?, health = 50 where id = ?', [today() - 1, member.user.id]);
    expect(userSchema.parse((await member.client.get('/api/user')).body).health).toBe(50);
    expect(await bossNotifications(member.client)).toHaveLength(1);
  });

  it('shows at full health: the day heals first (capped at max), then the strike lands', async () => {
    const member = await idleMember();
    await exec('update users set health = 100 where id = ?', [member.user.id]);
    expect(userSchema.parse((await member.client.get('/api/user')).body).health).toBe(90); // 100 - 10
    expect(await bossNotifications(member.client)).toHaveLength(1);
  });

  it('never strikes below 1 health, and refuses a non-boolean resting', async () => {
    const member = await idleMember();
    await exec('update users set health = 1 where id = ?', [member.user.id]);
    expect(userSchema.parse((await member.client.get('/api/user')).body).health).toBe(1); // 1 + 10 - 10
    const bad = await member.client.request('PATCH', '/api/user', { resting: 'yes' });
    expect(bad.status).toBe(400);
  });

  it("the day is the server's clock: moved two days on, an idle party's boss strikes once, resting stops it", async () => {
    // Everything happens by the API as a player would do it, at the clock's time; no row is edited.
    const idle = await signedInPlayer(server);
    const resting = await signedInPlayer(server);
    const party = partySchema.parse((await idle.client.post('/api/parties', { name: 'Clocked' })).body);
    expect((await resting.client.post(`/api/parties/${party.id}/join`)).status).toBe(200);
    expect((await resting.client.request('PATCH', '/api/user', { resting: true })).status).toBe(200);
    try {
      // One day on: the boss appeared that first day, so it did not live a whole previous day yet.
      clockOffsetMs = DAY_MS;
      expect(userSchema.parse((await idle.client.get('/api/user')).body).health).toBe(100);
      expect(await bossNotifications(idle.client)).toHaveLength(0);
      // Two days on: the boss lived all of yesterday and nobody hit it.
      clockOffsetMs = 2 * DAY_MS;
      const answers = await Promise.all(Array.from({ length: 6 }, () => idle.client.get('/api/user')));
      for (const a of answers) expect(a.status).toBe(200);
      const struck = userSchema.parse((await idle.client.get('/api/user')).body);
      expect(struck.health).toBe(90);
      expect(await bossNotifications(idle.client)).toHaveLength(1);
      expect({ xp: struck.experience, gold: struck.gold, level: struck.level }).toEqual({
        xp: idle.user.experience,
        gold: idle.user.gold,
        level: idle.user.level,
      });
      const rested = userSchema.parse((await resting.client.get('/api/user')).body);
      expect(rested.health).toBe(100);
      expect(await bossNotifications(resting.client)).toHaveLength(0);
      // Stepping the clock back starts no day again.
      clockOffsetMs = DAY_MS;
      expect(userSchema.parse((await idle.client.get('/api/user')).body).health).toBe(90);
      expect(await bossNotifications(idle.client)).toHaveLength(1);
    } finally {
      clockOffsetMs = 0;
    }
  });
});
