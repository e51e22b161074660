import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partySchema } from '../../protocol/api/parties.ts';
import { questSchema } from '../../protocol/api/quests.ts';
import { createTestDatabase } from '../support/database.ts';
import { TestClient } from '../support/httpClient.ts';
import { newAccount } from '../support/players.ts';
import { freePort, type ServerProcess, startServerProcess } from '../support/processes.ts';
import { nextEvent, type PlayerSocket, waitForConnect } from '../support/sockets.ts';

/**
 * The balancer of docker-compose.yml (deploy/nginx/upgrade.conf and app.conf, included unchanged)
 * run from Debian's nginx on loopback in front of two real instances. `.ci/run` installs nginx;
 * on a machine without it this file is skipped, never in CI.
 */
const root = path.join(import.meta.dirname, '..', '..');
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

let instances: ServerProcess[] = [];
let nginx: ChildProcess | null = null;
let workDir = '';
let lbUrl = '';
const cleanups: (() => Promise<void>)[] = [];
const sockets: PlayerSocket[] = [];

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A browser tab through the balancer: WebSocket only, reconnecting at once on `server:shutdown`. */
function tab(client: TestClient): PlayerSocket {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const socket: PlayerSocket = io(lbUrl, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    extraHeaders: { origin: lbUrl, cookie },
  });
  socket.on('server:shutdown', () => {
    socket.disconnect();
    socket.connect();
  });
  sockets.push(socket);
  return socket;
}

const accessLog = () => readFileSync(path.join(workDir, 'upstream.log'), 'utf8');

/** Which instance ports served the balancer's requests so far (from its access log). */
const upstreamPorts = () => new Set([...accessLog().matchAll(/127\.0\.0\.1:(\d+)/g)].map((m) => m[1]!));

/** The access log's lines of finished WebSockets (`upstream method uri status`). */
const socketLines = () =>
  accessLog()
    .split('\n')
    .filter((line) => line.includes('/socket.io/'));

describe.skipIf(!nginxBinary && !process.env.CI)('nginx in front of two instances', () => {
  beforeAll(async () => {
    if (!nginxBinary) throw new Error('nginx is not installed (apt-get install -y nginx)');
    const db = await createTestDatabase();
    cleanups.push(() => db.drop());
    const lbPort = await freePort();
    lbUrl = `http://127.0.0.1:${lbPort}`;
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `qp-test-lb-${Date.now().toString(36)}:`,
      SESSION_SECRET: 'balancer-test-secret-0123456789abcdefgh',
      JWT_SECRET: 'balancer-test-jwt-secret-0123456789abcdef',
      EMAIL_VERIFICATION: 'off',
      BOSS_REST_SECONDS: '3600',
      APP_URL: lbUrl,
      TRUST_PROXY: 'true',
    };
    instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);

    workDir = await mkdtemp(path.join(tmpdir(), 'qp-nginx-'));
    cleanups.push(() => rm(workDir, { recursive: true, force: true }));
    const conf = `
  pid ${workDir}/nginx.pid;
  error_log ${workDir}/error.log warn;
  events { worker_connections 1024; }
  http {
    client_body_temp_path ${workDir}/body;
    proxy_temp_path ${workDir}/proxy;
    fastcgi_temp_path ${workDir}/fastcgi;
    uwsgi_temp_path ${workDir}/uwsgi;
    scgi_temp_path ${workDir}/scgi;
    log_format upstream '$upstream_addr $request_method $uri $status';
    access_log ${workDir}/upstream.log upstream;
    include ${root}/deploy/nginx/upgrade.conf;
    upstream quest_planner {
      ${instances.map((i) => `server 127.0.0.1:${i.port} max_fails=1 fail_timeout=10s;`).join('\n    ')}
    }
    server {
      listen 127.0.0.1:${lbPort};
      include ${root}/deploy/nginx/app.conf;
    }
  }
  `;
    await writeFile(path.join(workDir, 'nginx.conf'), conf);
    nginx = spawn(nginxBinary, ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let nginxErrors = '';
    nginx.stderr?.on('data', (d: Buffer) => {
      nginxErrors += d.toString();
    });
    await waitUntil(
      async () => (await fetch(`${lbUrl}/api/ready`)).status === 200,
      `nginx on ${lbPort}: ${nginxErrors}`,
    );
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    nginx?.kill('SIGQUIT');
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
});
