import { connect } from 'node:net';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partySchema } from '../../protocol/api/parties.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import { errorBodySchema } from '../../protocol/errors.ts';
import { createTestDatabase } from '../../scripts/lib/database.ts';
import { type HttpResult, TestClient } from '../../scripts/lib/httpClient.ts';
import { freePort, type ServerProcess, startServerProcess } from '../../scripts/lib/processes.ts';
import { type Balancer, instanceEnv, nginxBinary, startBalancer, waitUntil } from '../support/balancer.ts';
import { newAccount } from '../support/players.ts';
import { nextEvent, type PlayerSocket, waitForConnect } from '../support/sockets.ts';

/**
 * The balancer of docker-compose.yml (deploy/nginx/*, see tests/support/balancer.ts) run from
 * Debian's nginx on loopback in front of two real instances. `.ci/run` installs nginx; on a machine
 * without it this file is skipped, never in CI.
 */
let instances: ServerProcess[] = [];
let balancer: Balancer | null = null;
let lbUrl = '';
const cleanups: (() => Promise<void>)[] = [];
const sockets: PlayerSocket[] = [];

/**
 * A browser tab through the balancer, as the client's SocketProvider does it: WebSocket only, and
 * after the `server:shutdown` hint the server's own disconnect is followed by an immediate reconnect.
 */
function tab(client: TestClient): PlayerSocket {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const socket: PlayerSocket = io(lbUrl, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    extraHeaders: { origin: lbUrl, cookie },
  });
  let leaving = false;
  socket.on('server:shutdown', () => {
    leaving = true;
  });
  socket.on('disconnect', (reason) => {
    if (!leaving) return;
    leaving = false;
    if (reason !== 'io server disconnect') socket.disconnect();
    socket.connect();
  });
  sockets.push(socket);
  return socket;
}

const accessLog = () => balancer?.accessLog() ?? '';

/** Which instance ports served the balancer's requests so far (from its access log). */
const upstreamPorts = () => new Set([...accessLog().matchAll(/127\.0\.0\.1:(\d+)/g)].map((m) => m[1]!));

/** The access log's lines of finished WebSockets (`upstream method uri status`). */
const socketLines = () =>
  accessLog()
    .split('\n')
    .filter((line) => line.includes('/socket.io/'));

/** An error answer in the JSON shape of DESIGN section 4 (never an HTML page); its message. */
function jsonErrorMessage(res: HttpResult): string {
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json\b/);
  return errorBodySchema.parse(res.body).message;
}

/** One request written by hand on a raw connection (one fetch would refuse to send); the answer. */
function rawRequest(url: string, request: string): Promise<{ head: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.on('data', (d: Buffer) => {
      answer += d.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ head, body });
    });
  });
}

describe.skipIf(!nginxBinary && !process.env.CI)('nginx in front of two instances', () => {
  beforeAll(async () => {
    if (!nginxBinary) throw new Error('nginx is not installed (apt-get install -y nginx)');
    const db = await createTestDatabase();
    cleanups.push(() => db.drop());
    const lbPort = await freePort();
    lbUrl = `http://127.0.0.1:${lbPort}`;
    const env = instanceEnv(db.url, lbUrl);
    instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    balancer = await startBalancer(
      lbPort,
      instances.map((i) => i.port),
    );
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await balancer?.stop();
    for (const i of instances) await i.stop('SIGKILL');
    for (const c of cleanups) await c();
  });

  it('balances requests and WebSockets over both instances; hits reach every tab wherever it landed', async () => {
    const players = [new TestClient(lbUrl), new TestClient(lbUrl)] as const;
    for (const p of players) expect((await p.post('/api/register', newAccount('lb'))).status).toBe(201);
    const party = partySchema.parse((await players[0].post('/api/parties', { name: 'Balanced' })).body);
    expect((await players[1].post(`/api/parties/${party.id}/join`)).status).toBe(200);

    // Four tabs of the second player: round robin puts them on both instances.
    const tabs = [tab(players[1]), tab(players[1]), tab(players[1]), tab(players[1])];
    await Promise.all(tabs.map((t) => waitForConnect(t)));
    const quest = questSchema.parse(
      (await players[0].post('/api/quests', { title: 'Strike', difficulty: 'easy' })).body,
    );
    const seen = tabs.map((t) => nextEvent(t, 'boss:update'));
    const hit = await players[0].post('/api/boss/damage', { questId: quest.id });
    expect(hit.status).toBe(200);
    for (const update of await Promise.all(seen)) expect(update.hit.questId).toBe(quest.id);

    // nginx logs a WebSocket when it closes: the four tabs were served by both instances.
    for (const t of tabs) t.disconnect();
    await waitUntil(async () => socketLines().length >= 4, 'the WebSocket log lines');
    expect(new Set(socketLines().map((line) => line.split(' ')[0])).size).toBe(2);
    expect(upstreamPorts().size).toBe(2);
  });

  it('ignores a client-written X-Forwarded-For: rotating it through nginx never resets the login limit', async () => {
    const account = newAccount('xff');
    const client = new TestClient(lbUrl);
    expect((await client.post('/api/register', account)).status).toBe(201);
    await client.post('/api/logout');
    // The default window: 10 failed logins per account and IP in 15 minutes.
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n++) {
      const res = await client.post(
        '/api/login',
        { email: account.email, password: `wrong-${n}` },
        { 'x-forwarded-for': `203.0.113.${n}` },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const right = await client.post(
      '/api/login',
      { email: account.email, password: account.password },
      { 'x-forwarded-for': '203.0.113.77' },
    );
    expect(right.status).toBe(429);
  });

  it("lets a 90 KB body through to the app; a body over the app's limit answers 413 in JSON", async () => {
    const player = new TestClient(lbUrl);
    expect((await player.post('/api/register', newAccount('lb'))).status).toBe(201);
    // Keys the schema does not know are dropped: the padding only makes the body large.
    const quest = (padding: number) => ({ title: 'Heavy', difficulty: 'easy', padding: 'x'.repeat(padding) });
    const ninety = await player.post('/api/quests', quest(90 * 1024));
    expect(ninety.status).toBe(201);
    expect(questSchema.parse(ninety.body).title).toBe('Heavy');
    // The app reads at most 100 kB (102,400 bytes) of JSON: one byte more, and far more.
    const frame = JSON.stringify(quest(0)).length;
    for (const padding of [100 * 1024 - frame + 1, 300 * 1024]) {
      const res = await player.post('/api/quests', quest(padding));
      expect(res.status).toBe(413);
      expect(jsonErrorMessage(res)).toMatch(/too large.*100 kB/);
    }
  });

  it("answers its own errors in JSON and passes the app's own JSON errors on untouched", async () => {
    const client = new TestClient(lbUrl);
    // The app's answers, exactly as the app gives them.
    const noRoute = await client.get('/api/no-such-route');
    expect(noRoute.status).toBe(404);
    expect(noRoute.body).toEqual({ message: 'No API route for GET /api/no-such-route', code: 'not_found' });
    const signedOut = await client.get('/api/user');
    expect(signedOut.status).toBe(401);
    expect(jsonErrorMessage(signedOut)).toBe('You need to be logged in');
    // nginx's own: /metrics is not served from outside, and a request it cannot take.
    const metrics = await client.get('/metrics');
    expect(metrics.status).toBe(404);
    jsonErrorMessage(metrics);
    const bad = await rawRequest(
      lbUrl,
      'GET /api/ready HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n',
    );
    expect(bad.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(bad.head).toMatch(/^content-type: application\/json/im);
    expect(errorBodySchema.parse(JSON.parse(bad.body)).message).toBe('Bad request');
  });

  it('a graceful stop sends its tabs to the other instance at once, and no request fails meanwhile', async () => {
    const player = new TestClient(lbUrl);
    expect((await player.post('/api/register', newAccount('lb'))).status).toBe(201);
    const partner = new TestClient(lbUrl);
    expect((await partner.post('/api/register', newAccount('lb'))).status).toBe(201);
    const party = partySchema.parse((await player.post('/api/parties', { name: 'Steady' })).body);
    expect((await partner.post(`/api/parties/${party.id}/join`)).status).toBe(200);
    // Round robin alternates, so these four tabs sit on both instances.
    const tabs = [tab(partner), tab(partner), tab(partner), tab(partner)];
    await Promise.all(tabs.map((t) => waitForConnect(t)));
    let told = 0;
    for (const t of tabs) t.on('server:shutdown', () => told++);

    // SIGTERM one instance: its tabs are told to go and reconnect through the balancer.
    const [leaving] = instances as [ServerProcess, ServerProcess];
    const stopped = leaving.stop('SIGTERM');
    // Requests keep being answered while the instance goes away (nginx retries the other one).
    const during = await Promise.all(Array.from({ length: 20 }, () => player.get('/api/user')));
    expect(during.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await stopped).toBe(0);

    // The tabs of the stopped instance are back (on the other one); every tab sees the next hit live.
    expect(told).toBeGreaterThan(0);
    await waitUntil(async () => tabs.every((t) => t.connected), 'tabs to reconnect', 10_000);
    const quest = questSchema.parse(
      (await player.post('/api/quests', { title: 'Onward', difficulty: 'easy' })).body,
    );
    const seen = tabs.map((t) => nextEvent(t, 'boss:update'));
    expect((await player.post('/api/boss/damage', { questId: quest.id })).status).toBe(200);
    for (const update of await Promise.all(seen)) expect(update.hit.questId).toBe(quest.id);
  });

  // Last: it stops every instance.
  it('with no instance left, answers 502 in JSON', async () => {
    for (const i of instances) await i.stop('SIGTERM');
    const client = new TestClient(lbUrl);
    for (const res of [await client.get('/api/user'), await client.post('/api/login', {})]) {
      expect(res.status).toBe(502);
      expect(jsonErrorMessage(res)).toMatch(/out of reach/);
    }
  });
});
