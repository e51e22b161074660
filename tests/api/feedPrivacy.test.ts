import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClanActivityItem, clanActivityItemSchema, clanSchema } from '../../protocol/api/clans.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import { userSchema } from '../../protocol/api/user.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let seq = 0;

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  await server?.close();
});

async function clanOfTwo() {
  const leader = await signedInPlayer(server);
  const member = await signedInPlayer(server);
  const tag = `P${(Date.now() + seq++).toString(36).slice(-4)}`.toUpperCase();
  const created = await leader.client.post('/api/clans', { name: `Quiet ${tag}`, tag });
  const clan = clanSchema.parse(created.body);
  expect((await member.client.post(`/api/clans/${clan.id}/join`)).status).toBe(200);
  return { leader, member, clan };
}

async function completeQuest(client: TestClient, title: string, difficulty: string) {
  const quest = questSchema.parse(
    (await client.post('/api/quests', { title, description: 'Room 4, bring the forms', difficulty })).body,
  );
  expect((await client.request('PATCH', `/api/quests/${quest.id}/complete`)).status).toBe(200);
}

async function questEntries(client: TestClient, clanId: string): Promise<ClanActivityItem[]> {
  const res = await client.get(`/api/clans/${clanId}/activity`);
  expect(res.status).toBe(200);
  return clanActivityItemSchema
    .array()
    .parse(res.body)
    .filter((item) => item.type === 'quest_completed');
}

describe('privacy of the clan feed', () => {
  it('is off by default and can be switched in the profile', async () => {
    const { client, user } = await signedInPlayer(server);
    expect(user.shareQuestTitles).toBe(false);
    const on = await client.request('PATCH', '/api/user', { shareQuestTitles: true });
    expect(on.status).toBe(200);
    expect(userSchema.parse(on.body).shareQuestTitles).toBe(true);
    expect(userSchema.parse((await client.get('/api/user')).body).shareQuestTitles).toBe(true);
    expect((await client.request('PATCH', '/api/user', { shareQuestTitles: 'yes' })).status).toBe(400);
  });

  it("shows a member's quest as 'a quest' with its difficulty, and its title once they opt in", async () => {
    const { leader, member, clan } = await clanOfTwo();
    await completeQuest(member.client, 'Therapy appointment', 'hard');
    const hidden = await leader.client.get(`/api/clans/${clan.id}/activity`);
    expect(JSON.stringify(hidden.body)).not.toContain('Therapy');
    expect(JSON.stringify(hidden.body)).not.toContain('Room 4');
    const [entry] = await questEntries(leader.client, clan.id);
    expect(entry).toMatchObject({
      username: member.user.username,
      subject: '',
      data: { difficulty: 'hard' },
    });
    expect(Object.keys(entry!.data)).toEqual(['difficulty']);

    await member.client.request('PATCH', '/api/user', { shareQuestTitles: true });
    await completeQuest(member.client, 'Tidy the garage', 'easy');
    const shared = await questEntries(leader.client, clan.id);
    expect(shared[0]).toMatchObject({ subject: 'Tidy the garage', data: { difficulty: 'easy' } });
    // Never the description, and the earlier, private entry stays private.
    expect(JSON.stringify(shared)).not.toContain('Room 4');
    expect(JSON.stringify(shared)).not.toContain('Therapy');
  });

  it('stopping to share takes the titles out of the earlier entries too', async () => {
    const { leader, member, clan } = await clanOfTwo();
    await member.client.request('PATCH', '/api/user', { shareQuestTitles: true });
    await completeQuest(member.client, 'Call the landlord', 'medium');
    expect((await questEntries(leader.client, clan.id))[0]?.subject).toBe('Call the landlord');
    await member.client.request('PATCH', '/api/user', { shareQuestTitles: false });
    const after = await leader.client.get(`/api/clans/${clan.id}/activity`);
    expect(JSON.stringify(after.body)).not.toContain('landlord');
    expect((await questEntries(leader.client, clan.id))[0]).toMatchObject({
      subject: '',
      data: { difficulty: 'medium' },
    });
  });
});
