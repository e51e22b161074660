import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { questSchema } from '../../protocol/api/quests.ts';
import { acceptStarterResponseSchema, starterOffersResponseSchema } from '../../protocol/api/starters.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { localDayNumber } from '../../server/domain/progression/streaks.ts';
import { offlineStarters } from '../../server/domain/quests/starters.ts';
import { shiftedClock } from '../../server/lib/clock.ts';
import { type FakeOpenAi, fakeAiEnv, startFakeOpenAi } from '../support/fakeOpenAi.ts';
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

  it('a change of language offers the open ones again in the new language; an added one stays a quest', async () => {
    const { client, user } = await signedInPlayer(server);
    const day = localDayNumber(new Date(), user.timezone);
    const [, offer] = (await offersOf(client)).offers;
    const { quest } = acceptStarterResponseSchema.parse(
      (await client.post(`/api/starter-quests/${offer!.id}/accept`)).body,
    );
    // Other details saved, the language kept: the offers stay as they were.
    expect((await client.request('PATCH', '/api/user', { firstName: 'Ada', language: 'en' })).status).toBe(
      200,
    );
    const english = offlineStarters(user.id, day, 'en');
    expect((await offersOf(client)).offers.map((o) => o.title)).toEqual([
      english[0]!.title,
      english[2]!.title,
    ]);

    expect((await client.request('PATCH', '/api/user', { language: 'de' })).status).toBe(200);
    const german = offlineStarters(user.id, day, 'de');
    const offers = (await offersOf(client)).offers;
    expect(offers.map((o) => o.title)).toEqual([german[0]!.title, german[2]!.title]);
    expect(offers.map((o) => o.id)).toEqual([`${day}-0`, `${day}-2`]);
    // The quest the player added is untouched, in the language it was added in.
    expect(await questsOf(client)).toEqual([quest]);
    // Added now, an offer becomes a quest in the new language; the added one cannot come back.
    const added = acceptStarterResponseSchema.parse(
      (await client.post(`/api/starter-quests/${offers[0]!.id}/accept`)).body,
    ).quest;
    expect(added.title).toBe(german[0]!.title);
    expect((await client.post(`/api/starter-quests/${offer!.id}/accept`)).status).toBe(409);
    expect((await questsOf(client)).map((q) => q.title).sort()).toEqual([quest.title, added.title].sort());
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

describe('starter quests written by the provider (an OpenAI-compatible fake on loopback)', () => {
  let fake: FakeOpenAi;
  let withAi: TestServer;
  /** The provider server's clock runs this far ahead (a new local day brings new offers). */
  let offsetMs = 0;
  const written = [
    { title: 'Stretch for two minutes', description: 'Stand up, reach for the ceiling, breathe out slowly.' },
    { title: 'Send one kind message', description: 'Write a short hello to someone you like.' },
    { title: 'Put one thing away', description: 'Find one object out of place and give it its home.' },
  ];
  const answer = (quests: readonly { title: string; description: string }[]) =>
    ({ kind: 'stream', words: JSON.stringify({ quests }).match(/.{1,12}/g) ?? [] }) as const;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    withAi = await startTestServer({
      env: {
        EMAIL_VERIFICATION: 'off',
        ...fakeAiEnv(fake),
      },
      rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
      aiTimeouts: { firstByteMs: 700, tokenMs: 500 },
      clock: shiftedClock(() => offsetMs),
    });
  });
  afterAll(async () => {
    await withAi?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.behaviours.length = 0;
    fake.requests.length = 0;
    offsetMs = 0;
  });

  it("offers the provider's three quests in the player's language, asks once a day, and adds one only on a click", async () => {
    fake.behaviours.push(answer(written));
    const { client, user } = await signedInPlayer(withAi);
    expect((await client.request('PATCH', '/api/user', { language: 'fr' })).status).toBe(200);
    const first = await offersOf(client);
    expect(first.offers.map(({ title, description }) => ({ title, description }))).toEqual(written);
    expect(first.offers.every((o) => o.source === 'ai' && o.difficulty === 'easy')).toBe(true);
    const day = localDayNumber(new Date(), user.timezone);
    expect(first.offers.map((o) => o.id)).toEqual([`${day}-0`, `${day}-1`, `${day}-2`]);
    // One provider request, in JSON mode, asking for three quests in French.
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body as {
      model: string;
      response_format?: unknown;
      messages: { content: string }[];
    };
    expect(body).toMatchObject({ model: 'fake-model', response_format: { type: 'json_object' } });
    expect(body.messages[0]!.content).toMatch(/exactly 3 small, kind quests .* in French/);
    // The same offers on every request of the day, without asking again; nothing on the board yet.
    expect(await offersOf(client)).toEqual(first);
    expect(fake.requests).toHaveLength(1);
    expect(await questsOf(client)).toEqual([]);

    const res = await client.post(`/api/starter-quests/${first.offers[1]!.id}/accept`);
    expect(res.status).toBe(201);
    const { quest } = acceptStarterResponseSchema.parse(res.body);
    expect(quest).toMatchObject({ ...written[1], difficulty: 'easy', completed: false });
    expect((await questsOf(client)).map((q) => q.title)).toEqual([written[1]!.title]);

    // The next local day (the server's clock): the provider is asked again, for new offers.
    const tomorrow = [
      { title: 'Open a window', description: 'Let some fresh air in for a minute.' },
      ...written.slice(1),
    ];
    fake.behaviours.length = 0;
    fake.behaviours.push(answer(tomorrow));
    offsetMs = 86_400_000;
    const next = await offersOf(client);
    expect(next.offers.map((o) => o.title)).toEqual(tomorrow.map((t) => t.title));
    expect(next.offers.map((o) => o.id)).toEqual([`${day + 1}-0`, `${day + 1}-1`, `${day + 1}-2`]);
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ['the provider fails', { kind: 'error500' } as const],
    ['the provider stays silent', { kind: 'silent' } as const],
    ['the answer is not JSON', { kind: 'stream', words: ['Sure! ', 'Here are ', 'three.'] } as const],
    ['the answer has two quests, not three', answer(written.slice(0, 2))],
    ['a quest has no title', answer([{ title: ' ', description: 'x' }, ...written.slice(1)])],
  ])('falls back to the offline pick when %s', async (_, behaviour) => {
    fake.behaviours.push(behaviour);
    const { client, user } = await signedInPlayer(withAi);
    const offers = await offersOf(client);
    const day = localDayNumber(new Date(), user.timezone);
    expect(offers.offers.map((o) => o.title)).toEqual(
      offlineStarters(user.id, day, 'en').map((t) => t.title),
    );
    expect(offers.offers.every((o) => o.source === 'offline')).toBe(true);
    expect(fake.requests.length).toBeGreaterThan(0);
  });
});
