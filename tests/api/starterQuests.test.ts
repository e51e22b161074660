import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { questSchema } from '../../protocol/api/quests.ts';
import { acceptStarterResponseSchema, starterOffersResponseSchema } from '../../protocol/api/starters.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { localDayNumber } from '../../server/domain/progression/streaks.ts';
import { offlineStarters } from '../../server/domain/quests/starters.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  await server?.close();
});

const offersOf = async (client: TestClient) => {
  const res = await client.get('/api/starter-quests');
  expect(res.status).toBe(200);
  return starterOffersResponseSchema.parse(res.body);
};
const questsOf = async (client: TestClient) =>
  z.array(questSchema).parse((await client.get('/api/quests')).body);

describe('starter quests (DESIGN 11)', () => {
  it("offers the day's three offline picks, the same on every request, and adds none by itself", async () => {
    const { client, user } = await signedInPlayer(server);
    const first = await offersOf(client);
    const day = localDayNumber(new Date(), user.timezone);
    expect(first.offers.map((o) => o.title)).toEqual(offlineStarters(user.id, day, 'en').map((t) => t.title));
    expect(first.offers.map((o) => o.id)).toEqual([`${day}-0`, `${day}-1`, `${day}-2`]);
    expect(first.offers.every((o) => o.difficulty === 'easy' && o.source === 'offline')).toBe(true);
    expect(await offersOf(client)).toEqual(first);
    expect(await questsOf(client)).toEqual([]);
  });

  it('speaks the player’s language', async () => {
    const { client, user } = await signedInPlayer(server);
    expect((await client.request('PATCH', '/api/user', { language: 'de' })).status).toBe(200);
    const day = localDayNumber(new Date(), user.timezone);
    const offers = await offersOf(client);
    expect(offers.offers.map((o) => o.title)).toEqual(
      offlineStarters(user.id, day, 'de').map((t) => t.title),
    );
  });

  it('accepting adds one easy quest on the board and takes the offer away; a second accept answers 409', async () => {
    const { client } = await signedInPlayer(server);
    const [offer] = (await offersOf(client)).offers;
    const res = await client.post(`/api/starter-quests/${offer!.id}/accept`);
    expect(res.status).toBe(201);
    const { quest } = acceptStarterResponseSchema.parse(res.body);
    expect(quest).toMatchObject({ title: offer!.title, difficulty: 'easy', completed: false });
    expect((await questsOf(client)).map((q) => q.id)).toEqual([quest.id]);
    expect((await offersOf(client)).offers.map((o) => o.id)).not.toContain(offer!.id);
    const again = await client.post(`/api/starter-quests/${offer!.id}/accept`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: expect.stringMatching(/already added/) });
    expect(await questsOf(client)).toHaveLength(1);
  });

  it('parallel accepts of one offer make exactly one quest', async () => {
    const { client } = await signedInPlayer(server);
    const [, offer] = (await offersOf(client)).offers;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client.post(`/api/starter-quests/${offer!.id}/accept`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await questsOf(client)).toHaveLength(1);
  });

  it('parallel accepts without a GET first still make the offers once and each quest once', async () => {
    const { client, user } = await signedInPlayer(server);
    const day = localDayNumber(new Date(), user.timezone);
    const answers = await Promise.all(
      [0, 1, 2, 0, 1, 2].map((slot) => client.post(`/api/starter-quests/${day}-${slot}/accept`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const titles = (await questsOf(client)).map((q) => q.title).sort();
    expect(titles).toEqual(
      offlineStarters(user.id, day, 'en')
        .map((t) => t.title)
        .sort(),
    );
    expect((await offersOf(client)).offers).toEqual([]);
  });

  it('answers 4xx with a message for bad ids, other days and signed-out requests', async () => {
    const { client, user } = await signedInPlayer(server);
    const day = localDayNumber(new Date(), user.timezone);
    for (const id of ['abc', `${day}-3`, `${day}-`, '-1', `${day}-0-0`, `${day}.0`]) {
      const res = await client.post(`/api/starter-quests/${encodeURIComponent(id)}/accept`);
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ message: 'Starter quest not found' });
    }
    const yesterday = await client.post(`/api/starter-quests/${day - 1}-0/accept`);
    expect(yesterday.status).toBe(409);
    expect(yesterday.body).toMatchObject({ message: expect.stringMatching(/another day/) });
    expect(await questsOf(client)).toEqual([]);
    const anonymous = server.client();
    expect((await anonymous.get('/api/starter-quests')).status).toBe(401);
    expect((await anonymous.post(`/api/starter-quests/${day}-0/accept`)).status).toBe(401);
  });

  it('an abandoned starter quest stays accepted for the day (no second copy)', async () => {
    const { client } = await signedInPlayer(server);
    const [offer] = (await offersOf(client)).offers;
    const { quest } = acceptStarterResponseSchema.parse(
      (await client.post(`/api/starter-quests/${offer!.id}/accept`)).body,
    );
    expect((await client.request('DELETE', `/api/quests/${quest.id}`)).status).toBe(204);
    expect((await client.post(`/api/starter-quests/${offer!.id}/accept`)).status).toBe(409);
    expect((await offersOf(client)).offers).toHaveLength(2);
  });
});
