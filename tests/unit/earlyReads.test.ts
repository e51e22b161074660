import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Reads started ahead (client/src/lib/early-reads.ts, the page's head start asks for the session
 * and the dashboard's first reads): each handed over once, and only while nothing can have changed
 * unseen.
 */

interface FetchCall {
  url: string;
  init: RequestInit | undefined;
}

let calls: FetchCall[];

/** A fresh page: new copies of the modules and no reads kept on the global object yet. */
async function load() {
  vi.resetModules();
  globalThis.qpEarlyReads = undefined;
  const earlyReads = await import('../../client/src/lib/early-reads.ts');
  const api = await import('../../client/src/lib/api.ts');
  return { ...earlyReads, ...api };
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response('[]', { status: 200 }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('reads started ahead (lib/early-reads.ts)', () => {
  it('goes out once per URL, with the session cookie', async () => {
    const { startEarlyReads } = await load();
    startEarlyReads(['/api/auth/user', '/api/quests']);
    startEarlyReads(['/api/auth/user']);
    expect(calls).toEqual([
      { url: '/api/auth/user', init: { credentials: 'include' } },
      { url: '/api/quests', init: { credentials: 'include' } },
    ]);
  });

  it('hands its answer to the first GET for its URL only; the next one asks the server', async () => {
    const { startEarlyReads, apiRequest } = await load();
    startEarlyReads(['/api/quests']);
    await apiRequest('GET', '/api/quests');
    expect(calls).toHaveLength(1);
    await apiRequest('GET', '/api/quests');
    expect(calls).toHaveLength(2);
  });

  it('is dropped after a change: the next GET reads what the change left', async () => {
    const { startEarlyReads, apiRequest } = await load();
    startEarlyReads(['/api/quests']);
    await apiRequest('POST', '/api/quests', { title: 'Water the plants' });
    await apiRequest('GET', '/api/quests');
    expect(calls.map((call) => `${call.init?.method ?? 'GET'} ${call.url}`)).toEqual([
      'GET /api/quests',
      'POST /api/quests',
      'GET /api/quests',
    ]);
    // Nor does anything start ahead any more.
    startEarlyReads(['/api/tasks']);
    expect(calls).toHaveLength(3);
  });

  it('is dropped once the live connection opens (endEarlyReads) and after ten seconds', async () => {
    const { startEarlyReads, takeEarlyRead, endEarlyReads } = await load();
    vi.useFakeTimers();
    startEarlyReads(['/api/quests', '/api/tasks']);
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyRead('/api/quests')).toBeUndefined();
    endEarlyReads();
    expect(takeEarlyRead('/api/tasks')).toBeUndefined();
  });

  it('serves the query functions too (the session read through the default fetch)', async () => {
    const { startEarlyReads, defaultQueryFn } = await load();
    startEarlyReads(['/api/auth/user']);
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['/api/auth/user'], queryFn: defaultQueryFn });
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/user']);
  });

  it("the head start's copy of the module hands its reads to the app's (kept on the global object)", async () => {
    const headStart = await load();
    headStart.startEarlyReads(['/api/quests']);
    vi.resetModules();
    const app = await import('../../client/src/lib/api.ts');
    const { hasEarlyRead } = await import('../../client/src/lib/early-reads.ts');
    expect(hasEarlyRead('/api/quests')).toBe(true);
    await app.apiRequest('GET', '/api/quests');
    expect(calls).toHaveLength(1);
    expect(hasEarlyRead('/api/quests')).toBe(false);
  });

  it('a failed early read fails its taker, as its own fetch would have', async () => {
    const { startEarlyReads, apiRequest } = await load();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyReads(['/api/quests']);
    await expect(apiRequest('GET', '/api/quests')).rejects.toThrow('Failed to fetch');
  });
});
