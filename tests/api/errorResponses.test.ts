import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../protocol/errors.ts';
import type { HttpResult } from '../../scripts/lib/httpClient.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' } });
});
afterAll(async () => {
  await server?.close();
});

/** Every error is JSON with a message (DESIGN section 4), never Koa's plain-text status line. */
function expectJsonError(res: HttpResult, status: number): string {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return errorBodySchema.parse(res.body).message;
}

describe('error answers are JSON', () => {
  it('answers a wrong method on a known route with 405, JSON and an Allow header', async () => {
    const client = server.client();
    const res = await client.request('PUT', '/api/health');
    expect(expectJsonError(res, 405)).toContain('PUT');
    expect(res.headers.get('allow')).toBe('HEAD, GET');

    const post = await client.request('DELETE', '/api/quests');
    expectJsonError(post, 405);
    expect(post.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
  });

  it('answers a method the router does not implement with 501 JSON', async () => {
    const res = await server.client().request('PROPFIND', '/api/health');
    expect(expectJsonError(res, 501)).toBe('This method is not implemented');
  });

  it('still answers unknown API routes with the JSON 404', async () => {
    const res = await server.client().get('/api/no-such-route');
    expect(expectJsonError(res, 404)).toBe('No API route for GET /api/no-such-route');
  });

  it('answers a JSON body over the limit with 413, and malformed JSON with 400', async () => {
    const { client } = await signedInPlayer(server);
    const huge = JSON.stringify({ title: 'Big', description: 'x'.repeat(1024 * 1024) });
    expect(expectJsonError(await client.post('/api/quests', huge), 413)).toMatch(/too large/i);
    // Just over 100 kB is refused the same way; the limit is not only for absurd sizes.
    const over = JSON.stringify({ title: 'Big', description: 'x'.repeat(101 * 1024) });
    expectJsonError(await client.post('/api/quests', over), 413);
    expect(expectJsonError(await client.post('/api/quests', '{"title": '), 400)).toMatch(/Malformed JSON/);
    expect((await client.get('/api/quests')).body).toEqual([]);
  });
});
