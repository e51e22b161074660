import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityListSchema } from '../../protocol/api/activity.ts';
import { clanActivityItemSchema, clanDetailSchema, clanSchema } from '../../protocol/api/clans.ts';
import { notificationListSchema } from '../../protocol/api/notifications.ts';
import {
  type CompleteQuestResponse,
  completeQuestResponseSchema,
  questSchema,
} from '../../protocol/api/quests.ts';
import { userSchema } from '../../protocol/api/user.ts';
import { errorMessage, type TestClient } from '../../scripts/lib/httpClient.ts';
import { onStatement } from '../../server/data/prepared.ts';
import { questPoints } from '../../server/domain/quests/rewards.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let seq = 0;
const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}${seq++}`;
const uniqueTag = () => `T${(Date.now() + seq++).toString(36).slice(-4)}`.toUpperCase();

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  await server?.close();
});

const create = async (client: TestClient, body: Record<string, unknown>) => {
  const res = await client.post('/api/clans', body);
  expect(res.status).toBe(201);
  return clanSchema.parse(res.body);
};

describe('clans', () => {
  it('founds a clan with the founder as leader; trims, uppercases the tag, and refuses a second clan', async () => {
    const { client, user } = await signedInPlayer(server);
    const clan = await create(client, {
      name: `  ${uniqueName('Focus Foxes')}  `,
      tag: ' ff1 ',
      description: 'We start small.',
    });
    expect(clan).toMatchObject({
      tag: 'FF1',
      memberCount: 1,
      maxMembers: 50,
      clanLevel: 1,
      totalXP: 0,
      leaderId: user.id,
      isPublic: true,
    });
    expect(clan.name.startsWith('Focus Foxes')).toBe(true);
    expect(userSchema.parse((await client.get('/api/user')).body).clanId).toBe(clan.id);
    const again = await client.post('/api/clans', { name: uniqueName('Second'), tag: uniqueTag() });
    expect(again.status).toBe(409);
  });

  it.each([
    [{ name: '   ', tag: 'AB' }, 'name'],
    [{ name: 'Clan', tag: '  ' }, 'tag'],
    [{ tag: 'AB' }, 'name'],
  ])('answers 400 "Clan name and tag are required." for %j', async (body, field) => {
    const { client } = await signedInPlayer(server);
    const res = await client.post('/api/clans', body);
    expect(res.status).toBe(400);
    expect((res.body as { issues: unknown[] }).issues).toContainEqual({
      path: [field],
      message: 'Clan name and tag are required.',
    });
  });

  it('refuses a tag of more than 5 characters, and duplicate names or tags in any case (409)', async () => {
    const a = await signedInPlayer(server);
    const long = await a.client.post('/api/clans', { name: uniqueName('Long'), tag: 'ABCDEF' });
    expect(long.status).toBe(400);
    expect((long.body as { issues: unknown[] }).issues).toContainEqual({
      path: ['tag'],
      message: 'Clan tags can be at most 5 characters',
    });
    const name = uniqueName('Unique Owls');
    const tag = uniqueTag();
    await create(a.client, { name, tag });
    const b = await signedInPlayer(server);
    const sameName = await b.client.post('/api/clans', { name: name.toUpperCase(), tag: uniqueTag() });
    expect(sameName.status).toBe(409);
    expect(errorMessage(sameName)).toMatch(/name already exists/);
    const sameTag = await b.client.post('/api/clans', { name: uniqueName('Other'), tag: tag.toLowerCase() });
    expect(sameTag.status).toBe(409);
    expect(errorMessage(sameTag)).toMatch(/tag is already taken/);
  });

  it('searches name, tag and description case-insensitively on the server, treating % and _ literally', async () => {
    const { client } = await signedInPlayer(server);
    const marker = `zq${Date.now().toString(36)}`;
    const clan = await create(client, {
      name: uniqueName('Searchable'),
      tag: uniqueTag(),
      description: `We love ${marker} mornings`,
    });
    const found = clanSchema
      .array()
      .parse((await client.get(`/api/clans?search=${marker.toUpperCase()}`)).body);
    expect(found.map((c) => c.id)).toEqual([clan.id]);
    const byTag = clanSchema
      .array()
      .parse((await client.get(`/api/clans?search=${clan.tag.toLowerCase()}`)).body);
    expect(byTag.map((c) => c.id)).toContain(clan.id);
    expect(clanSchema.array().parse((await client.get('/api/clans?search=%25')).body)).toEqual([]);
  });

  it("joins, passes the lead on, grows totalXP with members' quests, and archives an empty clan", async () => {
    const leader = await signedInPlayer(server);
    const member = await signedInPlayer(server);
    const clan = await create(leader.client, { name: uniqueName('Growers'), tag: uniqueTag() });
    expect((await member.client.post(`/api/clans/${clan.id}/join`)).status).toBe(200);
    expect((await member.client.post(`/api/clans/${clan.id}/join`)).status).toBe(409);
    const q = questSchema.parse(
      (await member.client.post('/api/quests', { title: 'Grow', difficulty: 'legendary' })).body,
    );
    // A clan member's completion feeds the clan in the completion's one transaction: its write is
    // sent once.
    const writes: string[] = [];
    const stopRecording = onStatement((text) => {
      if (text.includes('insert into "quest_completions"')) writes.push(text);
    });
    try {
      expect((await member.client.request('PATCH', `/api/quests/${q.id}/complete`)).status).toBe(200);
    } finally {
      stopRecording();
    }
    expect(writes).toHaveLength(1);
    const detail = clanDetailSchema.parse((await member.client.get(`/api/clans/${clan.id}`)).body);
    expect(detail).toMatchObject({ memberCount: 2, totalXP: 100 });
    expect(detail.members.map((m) => m.username)).toEqual([leader.user.username, member.user.username]);
    const feed = clanActivityItemSchema
      .array()
      .parse((await leader.client.get(`/api/clans/${clan.id}/activity`)).body);
    expect(feed.map((f) => f.type)).toEqual(
      expect.arrayContaining(['member_joined', 'quest_completed', 'level_up', 'achievement_unlocked']),
    );
    expect(
      feed
        .filter((f) => f.type === 'achievement_unlocked')
        .map((f) => f.subject)
        .sort(),
    ).toEqual(['Brave Heart', 'First Steps', 'Stuff of Legends']);

    // The clan's level follows its experience (level 2 from 1,000): nine more legendary quests.
    for (let n = 0; n < 9; n++) {
      const more = questSchema.parse(
        (await member.client.post('/api/quests', { title: `More ${n}`, difficulty: 'legendary' })).body,
      );
      expect((await member.client.request('PATCH', `/api/quests/${more.id}/complete`)).status).toBe(200);
    }
    const grown = clanDetailSchema.parse((await member.client.get(`/api/clans/${clan.id}`)).body);
    expect(grown.totalXP).toBe(1000);
    expect(grown.clanLevel).toBe(2);

    await leader.client.post('/api/clans/leave');
    expect(clanSchema.parse((await member.client.get('/api/clans/my-clan')).body).leaderId).toBe(
      member.user.id,
    );
    await member.client.post('/api/clans/leave');
    const list = clanSchema.array().parse((await member.client.get('/api/clans')).body);
    expect(list.map((c) => c.id)).not.toContain(clan.id);
    expect((await member.client.get('/api/clans/my-clan')).body).toBeNull();
    expect((await member.client.post('/api/clans/leave')).status).toBe(409);
  });

  it('60 players racing for the seats of a 50-member clan: exactly 50 members', async () => {
    const founder = await signedInPlayer(server);
    const clan = await create(founder.client, { name: uniqueName('Crowded'), tag: uniqueTag() });
    const racers = await Promise.all(Array.from({ length: 60 }, () => signedInPlayer(server)));
    const results = await Promise.all(racers.map((r) => r.client.post(`/api/clans/${clan.id}/join`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(49);
    expect(results.filter((r) => r.status === 409)).toHaveLength(11);
    const detail = clanDetailSchema.parse((await founder.client.get(`/api/clans/${clan.id}`)).body);
    expect(detail.memberCount).toBe(50);
    expect(detail.members).toHaveLength(50);
  });
});

describe('notifications', () => {
  it('arrive for achievements, are counted unread, read one by one or all, and stay private (404)', async () => {
    const { client } = await signedInPlayer(server);
    const q = questSchema.parse(
      (await client.post('/api/quests', { title: 'First', difficulty: 'hard' })).body,
    );
    await client.request('PATCH', `/api/quests/${q.id}/complete`);
    const list = notificationListSchema.parse((await client.get('/api/notifications')).body);
    expect(list.unreadCount).toBeGreaterThanOrEqual(2); // first-quest and brave-heart
    expect(list.notifications[0]).toMatchObject({ type: 'achievement', read: false });
    const first = list.notifications[0]!;

    const other = await signedInPlayer(server);
    expect((await other.client.post(`/api/notifications/${first.id}/read`)).status).toBe(404);
    expect(
      notificationListSchema.parse((await other.client.get('/api/notifications')).body).notifications,
    ).toEqual([]);

    const read = await client.post(`/api/notifications/${first.id}/read`);
    expect(read.body).toMatchObject({ notification: { read: true }, unreadCount: list.unreadCount - 1 });
    expect((await client.post('/api/notifications/read-all')).body).toMatchObject({ unreadCount: 0 });
    expect(
      notificationListSchema.parse((await client.get('/api/notifications?unreadOnly=true')).body)
        .notifications,
    ).toEqual([]);
    expect((await server.client().get('/api/notifications')).status).toBe(401);
  });

  it("record a completion's achievements in its own transaction, once, in the player's language", async () => {
    const { client } = await signedInPlayer(server);
    await client.request('PATCH', '/api/user', { language: 'de' });
    const first = questSchema.parse(
      (await client.post('/api/quests', { title: 'Erstens', difficulty: 'hard' })).body,
    );
    // Reaching an achievement does not send the completion's write a second time.
    const writes: string[] = [];
    const stopRecording = onStatement((text) => {
      if (text.includes('insert into "quest_completions"')) writes.push(text);
    });
    let done: CompleteQuestResponse;
    try {
      done = completeQuestResponseSchema.parse(
        (await client.request('PATCH', `/api/quests/${first.id}/complete`)).body,
      );
    } finally {
      stopRecording();
    }
    expect(writes).toHaveLength(1);
    expect(done.achievements.map((a) => a.id).sort()).toEqual(['brave-heart', 'first-quest']);
    const user = userSchema.parse((await client.get('/api/auth/user')).body);
    expect(done.user.totalPoints).toBe(user.totalPoints);
    expect(user.totalPoints).toBe(
      done.achievements.reduce((sum, a) => sum + a.points, 0) + questPoints(done.rewards.experience),
    );
    const list = notificationListSchema.parse((await client.get('/api/notifications')).body);
    expect(list.notifications.map((n) => n.title).sort()).toEqual([
      'Erfolg freigeschaltet: Erste Schritte',
      'Erfolg freigeschaltet: Tapferes Herz',
    ]);
    expect(list.notifications.map((n) => n.data.achievementId).sort()).toEqual([
      'brave-heart',
      'first-quest',
    ]);
    const feed = activityListSchema.parse((await client.get('/api/activity?limit=10')).body);
    expect(
      feed.filter((f) => f.type === 'achievement_unlocked').map((f) => [f.subject, f.data.points]),
    ).toEqual(
      expect.arrayContaining([
        ['First Steps', 10],
        ['Brave Heart', expect.any(Number)],
      ]),
    );

    // The next completion reaches nothing new: no second notification, no points twice.
    const second = questSchema.parse((await client.post('/api/quests', { title: 'Zweitens' })).body);
    const again = completeQuestResponseSchema.parse(
      (await client.request('PATCH', `/api/quests/${second.id}/complete`)).body,
    );
    expect(again.achievements).toEqual([]);
    expect(again.user.totalPoints).toBe(user.totalPoints + questPoints(again.rewards.experience));
    expect(notificationListSchema.parse((await client.get('/api/notifications')).body).unreadCount).toBe(2);
  });

  it("earn a purchase's achievement as a completion's: once, with its points, the player's language and the clan's line", async () => {
    const { client } = await signedInPlayer(server);
    await client.request('PATCH', '/api/user', { language: 'fr' });
    const clan = await create(client, { name: uniqueName('Shoppers'), tag: uniqueTag() });
    const before = userSchema.parse((await client.get('/api/auth/user')).body).totalPoints;
    // Two potions: 50 gold each, of the 100 a new player has.
    const bought = await client.post('/api/items/purchase', { itemId: 'health-potion' });
    expect(bought.status).toBe(200);
    const achievements = (bought.body as { achievements: { id: string; points: number }[] }).achievements;
    expect(achievements).toEqual([expect.objectContaining({ id: 'first-purchase', points: 15 })]);
    const user = userSchema.parse((await client.get('/api/auth/user')).body);
    expect(user.totalPoints).toBe(before + 15);
    const list = notificationListSchema.parse((await client.get('/api/notifications')).body);
    expect(list.notifications.map((n) => [n.title, n.body, n.data.achievementId])).toEqual([
      ['Succès débloqué : Premier trésor', '+15 points. Bravo !', 'first-purchase'],
    ]);
    const feed = activityListSchema.parse((await client.get('/api/activity?limit=10')).body);
    expect(
      feed.filter((f) => f.type === 'achievement_unlocked').map((f) => [f.subject, f.data.points]),
    ).toEqual([['First Treasure', 15]]);
    const clanFeed = clanActivityItemSchema
      .array()
      .parse((await client.get(`/api/clans/${clan.id}/activity`)).body);
    expect(
      clanFeed
        .filter((f) => f.type === 'achievement_unlocked')
        .map((f) => [f.username, f.subject, f.data.achievementId, f.data.points]),
    ).toEqual([[user.username, 'First Treasure', 'first-purchase', 15]]);

    // A second purchase reaches nothing new: no notification, no points, no line twice.
    const potion = await client.post('/api/items/purchase', { itemId: 'health-potion' });
    expect(potion.status).toBe(200);
    expect((potion.body as { achievements: unknown[] }).achievements).toEqual([]);
    expect(userSchema.parse((await client.get('/api/auth/user')).body).totalPoints).toBe(before + 15);
    expect(notificationListSchema.parse((await client.get('/api/notifications')).body).unreadCount).toBe(1);
    const after = clanActivityItemSchema
      .array()
      .parse((await client.get(`/api/clans/${clan.id}/activity`)).body);
    expect(after.filter((f) => f.type === 'achievement_unlocked')).toHaveLength(1);
  });

  it('tell opted-in clan members when someone joins, in their own language', async () => {
    const leader = await signedInPlayer(server);
    await leader.client.request('PATCH', '/api/user', { clanNotifications: true, language: 'de' });
    const clan = await create(leader.client, { name: uniqueName('Notifiers'), tag: uniqueTag() });
    const joiner = await signedInPlayer(server);
    await joiner.client.post(`/api/clans/${clan.id}/join`);
    const list = notificationListSchema.parse((await leader.client.get('/api/notifications')).body);
    expect(list.notifications.find((n) => n.type === 'clan')?.title).toBe(
      `${joiner.user.username} ist ${clan.name} beigetreten`,
    );
  });
});
