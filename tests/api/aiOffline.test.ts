import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  breakdownResponseSchema,
  chatResponseSchema,
  suggestionResponseSchema,
  translateBatchResponseSchema,
  translateResponseSchema,
} from '../../protocol/api/ai.ts';
import { errorBodySchema } from '../../protocol/errors.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  // No OPENAI_API_KEY: the built-in offline companion answers.
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('the offline companion over HTTP', () => {
  it('breaks a task into 3 to 7 steps specific to it, more with a higher granularity', async () => {
    const { client } = await signedInPlayer(server);
    const report = breakdownResponseSchema.parse(
      (await client.post('/api/ai/breakdown', { title: 'Write the quarterly report', granularity: 1 })).body,
    );
    expect(report.source).toBe('offline');
    expect(report.steps).toHaveLength(3);
    expect(report.steps[0]!.estimatedMinutes).toBeLessThanOrEqual(5);
    const fine = breakdownResponseSchema.parse(
      (await client.post('/api/ai/breakdown', { title: 'Write the quarterly report', granularity: 5 })).body,
    );
    expect(fine.steps).toHaveLength(7);
    const cleaning = breakdownResponseSchema.parse(
      (await client.post('/api/ai/breakdown', { title: 'Clean the kitchen', granularity: 1 })).body,
    );
    expect(cleaning.steps.map((s) => s.title)).not.toEqual(report.steps.map((s) => s.title));
    expect(JSON.stringify(report.steps)).toMatch(/quarterly report/i);
    const german = breakdownResponseSchema.parse(
      (await client.post('/api/ai/breakdown', { title: 'Bericht schreiben', granularity: 3, language: 'de' }))
        .body,
    );
    expect(german.steps).toHaveLength(5);
    expect((await client.post('/api/ai/breakdown', { title: '' })).status).toBe(400);
    expect((await client.post('/api/ai/breakdown', { title: 'x', granularity: 9 })).status).toBe(400);
  });

  it('suggests the high-priority task first, with its reasoning', async () => {
    const { client } = await signedInPlayer(server);
    const res = suggestionResponseSchema.parse(
      (
        await client.post('/api/ai/suggestion', {
          completedTasks: 0,
          upcomingTasks: [
            { title: 'Water the plants', priority: 'low' },
            { title: 'Pay the electricity bill', priority: 'high' },
          ],
        })
      ).body,
    );
    expect(res.source).toBe('offline');
    expect(res.suggestion).toContain('Pay the electricity bill');
    expect(res.reasoning.length).toBeGreaterThan(10);
  });

  it('answers chat in the player’s language, using their tasks', async () => {
    const { client } = await signedInPlayer(server);
    const en = chatResponseSchema.parse(
      (
        await client.post('/api/ai/chat', {
          message: 'What should I do first?',
          language: 'en',
          context: { tasks: [{ title: 'Call the landlord', priority: 'high', completed: false }] },
        })
      ).body,
    );
    expect(en).toMatchObject({ source: 'offline' });
    expect(en.message).toContain('Call the landlord');
    const de = chatResponseSchema.parse(
      (await client.post('/api/ai/chat', { message: 'Ich komme nicht in die Gänge', language: 'de' })).body,
    );
    expect(de.message).not.toEqual(en.message);
    expect((await client.post('/api/ai/chat', { message: '   ' })).status).toBe(400);
  });

  it('returns texts unchanged offline, as a list and as a map', async () => {
    const { client } = await signedInPlayer(server);
    const list = translateResponseSchema.parse(
      (await client.post('/api/ai/translate', { texts: ['Deal Damage', 'Victory!'], targetLanguage: 'ja' }))
        .body,
    );
    expect(list.translations).toEqual(['Deal Damage', 'Victory!']);
    const map = translateBatchResponseSchema.parse(
      (await client.post('/api/ai/translate-batch', { texts: ['Victory!'], targetLanguage: 'ko' })).body,
    );
    expect(map.translations).toEqual({ 'Victory!': 'Victory!' });
    expect((await client.post('/api/ai/translate', { texts: [], targetLanguage: 'ja' })).status).toBe(400);
    expect((await client.post('/api/ai/translate', { texts: ['a'], targetLanguage: 'xx' })).status).toBe(400);
  });

  // JSON bodies are never coerced (DESIGN 8): only a query string is parsed from text.
  it.each([
    ['/api/ai/breakdown', 'granularity', { title: 'Write the quarterly report', granularity: 3 }],
    [
      '/api/ai/suggestion',
      'completedTasks',
      { completedTasks: 2, upcomingTasks: [{ title: 'Pay the bill' }] },
    ],
  ])('%s refuses %s given true, [], "5" or {} with 400 Validation failed', async (route, field, good) => {
    const { client } = await signedInPlayer(server);
    expect((await client.post(route, good)).status).toBe(200);
    for (const wrong of [true, [], '5', {}]) {
      const res = await client.post(route, { ...good, [field]: wrong });
      expect({ wrong, status: res.status }).toEqual({ wrong, status: 400 });
      const body = errorBodySchema.parse(res.body);
      expect(body.message).toContain('Validation failed');
      expect(body.issues?.map((i) => i.path)).toEqual([[field]]);
    }
  });

  it('answers 401 to signed-out calls', async () => {
    expect((await server.client().post('/api/ai/chat', { message: 'hi' })).status).toBe(401);
  });
});
