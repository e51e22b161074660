import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_ADD_TEXT_MAX, quickAddParseSchema } from '../../protocol/api/quickAdd.ts';
import { errorBodySchema } from '../../protocol/errors.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** The server's clock: Friday 27 November 2026, 10:00 UTC (11:00 in Berlin, 05:00 in New York). */
const NOW = new Date('2026-11-27T10:00:00Z');

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' }, clock: { now: () => new Date(NOW) } });
  ({ client } = await signedInPlayer(server));
  expect((await client.request('PATCH', '/api/user', { timezone: 'Europe/Berlin' })).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

const parseLine = async (body: unknown) => {
  const res = await client.post('/api/quick-add/parse', body);
  return { status: res.status, body: res.body };
};

const quests = async () => ((await client.get('/api/quests')).body as unknown[]).length;

describe('POST /api/quick-add/parse (DESIGN 13)', () => {
  it("reads a line in the player's time zone and language, and creates nothing", async () => {
    const before = await quests();
    const res = await parseLine({ text: 'call mom tomorrow 5pm p1 ~20m' });
    expect(res.status).toBe(200);
    expect(quickAddParseSchema.parse(res.body)).toEqual({
      title: 'call mom',
      dueDate: '2026-11-28T16:00:00.000Z',
      remindAt: '2026-11-28T16:00:00.000Z',
      recurrence: null,
      priority: 'high',
      estimateMinutes: 20,
      spans: [
        { start: 9, end: 17, kind: 'date' },
        { start: 18, end: 21, kind: 'time' },
        { start: 22, end: 24, kind: 'priority' },
        { start: 25, end: 29, kind: 'estimate' },
      ],
    });
    expect(await quests()).toBe(before);
  });

  it('reads the language asked for, else the player’s own', async () => {
    const asked = quickAddParseSchema.parse(
      (await parseLine({ text: 'Zahnarzt anrufen morgen um 9', language: 'de' })).body,
    );
    expect(asked).toMatchObject({ title: 'Zahnarzt anrufen', remindAt: '2026-11-28T08:00:00.000Z' });
    // In English the German words are not understood: never guessed.
    const english = quickAddParseSchema.parse((await parseLine({ text: 'Zahnarzt anrufen morgen' })).body);
    expect(english).toMatchObject({ title: 'Zahnarzt anrufen morgen', dueDate: null, spans: [] });
    expect((await client.request('PATCH', '/api/user', { language: 'fr' })).status).toBe(200);
    const own = quickAddParseSchema.parse((await parseLine({ text: 'appeler maman demain à 17h' })).body);
    expect(own).toMatchObject({ title: 'appeler maman', remindAt: '2026-11-28T16:00:00.000Z' });
    expect((await client.request('PATCH', '/api/user', { language: 'en' })).status).toBe(200);
  });

  it('keeps a part the player undid in the title', async () => {
    const text = 'water plants daily p2';
    const start = text.indexOf('daily');
    const undone = quickAddParseSchema.parse(
      (await parseLine({ text, ignore: [{ start, end: start + 5 }] })).body,
    );
    expect(undone).toMatchObject({ title: 'water plants daily', recurrence: null, priority: 'medium' });
  });

  it.each([
    [{}, 'Text is required'],
    [{ text: '' }, 'Text is required'],
    [{ text: '   ' }, 'Text is required'],
    [{ text: 'x'.repeat(2000) }, `Text must be at most ${QUICK_ADD_TEXT_MAX} characters`],
    [{ text: 'call\u0000mom' }, 'Text may not contain NUL bytes or broken Unicode characters'],
    [{ text: 'call mom', language: 'it' }, 'Language must be en, es, fr or de'],
    [{ text: 'call mom', ignore: [{ start: 3, end: 1 }] }, 'A part to ignore must not be empty'],
    [{ text: 'call mom', ignore: 'all' }, 'Ignore must be a list of parts'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await parseLine(body);
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body).issues?.map((i) => i.message)).toContain(message);
  });

  it('answers 401 without a session', async () => {
    const res = await server.client().post('/api/quick-add/parse', { text: 'call mom' });
    expect(res.status).toBe(401);
  });
});
