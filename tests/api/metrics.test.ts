import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partySchema } from '../../protocol/api/parties.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import { errorBodySchema } from '../../protocol/errors.ts';
import { isPostgresRun } from '../../scripts/lib/database.ts';
import { freePort } from '../../scripts/lib/processes.ts';
import { observeReminderDelay } from '../../server/metrics/reminders.ts';
import { type Balancer, nginxBinary, startBalancer } from '../support/balancer.ts';
import { signedInPlayer } from '../support/players.ts';
import { connectSocket, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

const TOKEN = 'metrics-test-token-0123456789abcdef';
const appConf = path.join(import.meta.dirname, '..', '..', 'deploy', 'nginx', 'app.conf');

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) => {
  const found = find(samples, name, labels);
  expect(found, `${name} ${JSON.stringify(labels)}`).toHaveLength(1);
  return found[0]!.value;
};

const scrape = (url: string, headers: Record<string, string> = {}) => fetch(`${url}/metrics`, { headers });

describe('without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 404 as for an absent path, whatever the method or token', async () => {
    for (const res of [
      await scrape(server.url),
      await scrape(server.url, { authorization: `Bearer ${TOKEN}` }),
      await fetch(`${server.url}/metrics`, { method: 'POST' }),
    ]) {
      expect(res.status).toBe(404);
      expect(errorBodySchema.parse(await res.json()).message).toBe('Not found');
    }
  });
});

describe('with METRICS_TOKEN', () => {
  let server: TestServer;
  const sockets: PlayerSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        METRICS_TOKEN: TOKEN,
        REDIS_URL: 'redis://127.0.0.1:6379',
        EMAIL_VERIFICATION: 'off',
        BOSS_REST_SECONDS: '3600',
      },
    });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await server?.close();
  });

  it('refuses a scrape without the bearer token or with a wrong one: 401, JSON', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'unauthenticated'],
      [
        { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
        'unauthenticated',
      ],
      [{ authorization: 'Bearer' }, 'unauthenticated'],
      [{ authorization: 'Bearer wrong-token-0123456789abcdefgh' }, 'invalid_token'],
      [{ authorization: `Bearer ${TOKEN}x` }, 'invalid_token'],
      [{ authorization: `Bearer ${TOKEN.slice(0, -1)}` }, 'invalid_token'],
    ];
    for (const [headers, code] of cases) {
      const res = await scrape(server.url, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="metrics"/);
      const body = errorBodySchema.parse(await res.json());
      expect(body.code).toBe(code);
      expect(JSON.stringify(body)).not.toContain('quest_planner');
    }
  });

  it('exposes HTTP by route template, boss hits, sockets, socket events, Redis and the event loop', async () => {
    const { client } = await signedInPlayer(server);
    partySchema.parse((await client.post('/api/parties', { name: 'Scrapers' })).body);
    const socket = connectSocket(server.url, client);
    sockets.push(socket);
    await waitForConnect(socket);

    const quest = async () =>
      questSchema.parse((await client.post('/api/quests', { title: 'Water the plants' })).body);
    const first = await quest();
    const second = await quest();
    // Two boss hits: from the quest board (PATCH) and from the boss screen (POST).
    expect((await client.request('PATCH', `/api/quests/${first.id}/complete`, {})).status).toBe(200);
    expect((await client.post('/api/boss/damage', { questId: second.id })).status).toBe(200);
    expect((await client.get('/api/no-such-route/12345')).status).toBe(404);
    const ack = await socket.timeout(5000).emitWithAck('chat:send', { text: 'counting along' });
    expect(ack).toMatchObject({ ok: true });
    // A name outside the protocol is counted under `other`, never under its own label.
    (socket as unknown as { emit(e: string, p: unknown): void }).emit('made:up', {});
    await new Promise((r) => setTimeout(r, 100));

    const res = await scrape(server.url, { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const samples = parseExposition(text);
    const http = 'quest_planner_http_request_duration_seconds_count';

    // Route templates, never the raw path: the quest's id appears nowhere.
    expect(
      value(samples, http, { method: 'PATCH', route: '/api/quests/:id/complete', status_class: '2xx' }),
    ).toBe(1);
    expect(value(samples, http, { method: 'POST', route: '/api/boss/damage', status_class: '2xx' })).toBe(1);
    expect(value(samples, http, { method: 'POST', route: '/api/quests', status_class: '2xx' })).toBe(2);
    expect(
      value(samples, http, { method: 'GET', route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(first.id);
    expect(text).not.toContain('no-such-route');
    expect(
      find(samples, 'quest_planner_http_request_duration_seconds_bucket', { route: '/api/boss/damage' }),
    ).not.toHaveLength(0);

    expect(value(samples, 'quest_planner_boss_hits_total')).toBe(2);
    expect(value(samples, 'quest_planner_sockets_connected')).toBe(1);
    expect(value(samples, 'quest_planner_socket_events_received_total', { event: 'chat:send' })).toBe(1);
    expect(value(samples, 'quest_planner_socket_events_received_total', { event: 'other' })).toBe(1);
    expect(find(samples, 'quest_planner_socket_events_received_total', { event: 'made:up' })).toHaveLength(0);
    expect(value(samples, 'quest_planner_socket_events_sent_total', { event: 'boss:update' })).toBe(2);
    expect(value(samples, 'quest_planner_socket_events_sent_total', { event: 'chat:message' })).toBe(1);
    expect(value(samples, 'quest_planner_socket_events_sent_total', { event: 'boss:defeated' })).toBe(0);

    for (const role of ['commands', 'socket.io publisher', 'socket.io subscriber']) {
      expect(value(samples, 'quest_planner_redis_up', { role })).toBe(1);
    }
    expect(value(samples, 'quest_planner_realtime_dropped_publishes_total')).toBe(0);
    expect(value(samples, 'quest_planner_unhandled_rejections_total')).toBeGreaterThanOrEqual(0);
    expect(value(samples, 'quest_planner_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(find(samples, 'quest_planner_nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    expect(value(samples, 'quest_planner_reminder_delay_seconds_count')).toBe(0);

    if (isPostgresRun()) {
      expect(value(samples, 'quest_planner_db_pool_max_connections')).toBe(10);
      expect(value(samples, 'quest_planner_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(
        0,
      );
      expect(value(samples, 'quest_planner_db_pool_waiting')).toBe(0);
    } else {
      // Embedded PGlite has no pool.
      expect(text).not.toContain('quest_planner_db_pool');
    }
  });

  it('observes reminder delays through observeReminderDelay (for the reminder scheduler)', async () => {
    const due = new Date('2030-01-01T08:00:00Z');
    observeReminderDelay(server.deps.metrics, due, new Date(due.getTime() + 1500));
    // Early is no lag at all, never a negative one.
    observeReminderDelay(server.deps.metrics, due, new Date(due.getTime() - 1000));
    const samples = parseExposition(
      await (await scrape(server.url, { authorization: `Bearer ${TOKEN}` })).text(),
    );
    expect(value(samples, 'quest_planner_reminder_delay_seconds_count')).toBe(2);
    expect(value(samples, 'quest_planner_reminder_delay_seconds_sum')).toBe(1.5);
    expect(value(samples, 'quest_planner_reminder_delay_seconds_bucket', { le: '0.1' })).toBe(1);
  });

  it('shows a Redis connection going away in its gauge', async () => {
    server.deps.metrics.redisState('commands', false);
    const samples = parseExposition(
      await (await scrape(server.url, { authorization: `Bearer ${TOKEN}` })).text(),
    );
    expect(value(samples, 'quest_planner_redis_up', { role: 'commands' })).toBe(0);
    server.deps.metrics.redisState('commands', true);
  });

  describe('behind the shipped nginx', () => {
    it('app.conf refuses /metrics itself (never proxied)', () => {
      const conf = readFileSync(appConf, 'utf8');
      expect(conf).toMatch(/location\s*=\s*\/metrics\s*\{\s*return\s+404;\s*\}/);
    });

    let balancer: Balancer | null = null;
    afterAll(async () => {
      await balancer?.stop();
    });

    it.skipIf(!nginxBinary && !process.env.CI)(
      'answers 404 from nginx, even with the right token, and never reaches an instance',
      async () => {
        balancer = await startBalancer(await freePort(), [server.port]);
        const res = await scrape(balancer.url, { authorization: `Bearer ${TOKEN}` });
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('quest_planner');
        // The instance itself still answers the scraper that comes straight to it.
        expect((await scrape(server.url, { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
        // Everything else still goes through to the instance.
        expect((await fetch(`${balancer.url}/api/health`)).status).toBe(200);
        const metricsLines = balancer
          .accessLog()
          .split('\n')
          .filter((line) => line.includes('/metrics'));
        expect(metricsLines).toEqual([expect.stringMatching(/^- GET \/metrics 404$/)]);
      },
    );
  });
});
