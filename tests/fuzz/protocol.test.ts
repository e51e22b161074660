import path from 'node:path';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, PHRASES } from '../../protocol/errors.ts';
import { createApp } from '../../server/app.ts';
import { connectSocket, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { hostileValue, junkCookies } from './hostile.ts';
import {
  type Answer,
  answerProblems,
  buildRequest,
  caseArbitrary,
  type HttpCase,
  idOverrides,
  personasFor,
  send,
} from './httpCases.ts';
import { type AppRoute, enumerateRoutes, ROUTE_SPECS, specFor } from './routes.ts';
import { argsOf, KNOWN_EVENTS, SOCKET_EVENTS, socketCaseArbitrary } from './socketCases.ts';
import { type Fingerprint, StateProbe } from './stateProbe.ts';
import { ViolationLog } from './violations.ts';
import { METRICS_TOKEN, type Persona, UNLIMITED, World } from './world.ts';
import { wrongTypeCases } from './wrongTypes.ts';

/**
 * Fuzzing in CI: thousands of generated requests against every HTTP route and every client socket
 * event of a real server (PGlite in memory), with inputs derived from the protocol's zod schemas and
 * mixed with hostile ones. For each case: never a 5xx; every error is JSON `{ message }`; a refused
 * request (4xx, or a refused socket event) changes nothing the server stores; socket refusals are
 * `{ ok: false, error: { code, message } }`; the server stays up. Every number field of every body,
 * given `true`, `[]`, `"5"` or `{}`, is refused with 400 `Validation failed` (bodies are not coerced).
 *
 * FUZZ_SEED=<n> replays a run (FUZZ_SEED=random draws a new seed, printed); FUZZ_ROUTE='POST /api/x'
 * narrows the HTTP phase to the routes containing that text; FUZZ_DUMP=<case> prints one HTTP case as
 * sent and answered, FUZZ_VERBOSE=1 every answer; FUZZ_HTTP_RUNS / FUZZ_SOCKET_RUNS change the counts.
 */

const DEFAULT_SEED = 20_260_101;
const seedEnv = process.env.FUZZ_SEED;
const SEED =
  seedEnv === undefined || seedEnv === ''
    ? DEFAULT_SEED
    : seedEnv === 'random'
      ? Math.floor(Math.random() * 2 ** 31)
      : Number.parseInt(seedEnv, 10);
if (!Number.isSafeInteger(SEED)) throw new Error(`FUZZ_SEED must be an integer or 'random', not ${seedEnv}`);
const HTTP_RUNS = Number(process.env.FUZZ_HTTP_RUNS ?? 10_000);
const SOCKET_RUNS = Number(process.env.FUZZ_SOCKET_RUNS ?? 1_500);
const HANDSHAKE_RUNS = Number(process.env.FUZZ_HANDSHAKE_RUNS ?? 100);
const ROUTE_FILTER = process.env.FUZZ_ROUTE;
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
const MIN_CASES = 10_000;
const REPLAY = `Replay with FUZZ_SEED=${SEED} (FUZZ_ROUTE='METHOD /path' narrows the HTTP phase).`;

let server: TestServer;
let world: World;
let probe: StateProbe;
const counts = { http: 0, wrongTypes: 0, socket: 0, handshake: 0 };
const started = Date.now();

beforeAll(async () => {
  console.log(`[fuzz] seed ${SEED}`);
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off', BOSS_REST_SECONDS: '86400', METRICS_TOKEN },
    rateLimits: UNLIMITED,
  });
  probe = new StateProbe(server.deps.orm, path.join(server.dataDir, 'outbox'));
  await probe.init();
  world = await World.build(server);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** The last fingerprint and the transaction counter it was taken at. */
let baseline: { x: string; fp: Fingerprint } = { x: '', fp: new Map() };
async function fingerprintBefore(): Promise<{ x0: string; mails0: number }> {
  await server.deps.mail.drain();
  const x0 = await probe.xid();
  if (baseline.x !== x0) baseline = { x: x0, fp: await probe.fingerprint() };
  return { x0, mails0: probe.mails() };
}

/** After a refusal: what changed since `before` (nothing, when the counter did not move). */
async function changesSince(x0: string, mails0: number): Promise<unknown[]> {
  const changes: unknown[] = [];
  await server.deps.mail.drain();
  const x1 = await probe.xid();
  if (x1 !== x0) {
    const fp = await probe.fingerprint();
    changes.push(...(await probe.diff(baseline.fp, fp, x0)));
    baseline = { x: x1, fp };
  }
  const mails = probe.mails();
  if (mails !== mails0) changes.push({ outboxMails: { before: mails0, after: mails } });
  return changes;
}

const HARVEST: Record<string, Parameters<World['add']>[0]> = {
  'POST /api/quests': 'quest',
  'POST /api/tasks': 'task',
  'POST /api/focus-sessions': 'focus',
  'POST /api/parties': 'party',
  'POST /api/clans': 'clan',
  'POST /api/register': 'user',
  'POST /api/parties/chat': 'chat',
};

function harvest(c: HttpCase, a: Answer): void {
  const pool = HARVEST[c.route.key];
  if (!pool || c.method !== c.route.method || a.status >= 300 || !a.contentType.includes('json')) return;
  try {
    world.add(pool, (JSON.parse(a.text) as { id?: unknown }).id);
  } catch {
    // not an object: nothing to learn
  }
}

/** Signs a persona in again when the case may have ended its session. */
async function keepPersona(c: HttpCase, a: Answer): Promise<void> {
  const persona = world.personas[c.persona];
  if (c.persona === 'player') {
    if (a.status === 401 || a.setCookie.some((h) => h.startsWith('qp.sid'))) await persona.ensure();
  } else if (c.persona === 'admin' || c.persona === 'moderator') {
    if (a.status === 401 || (c.route.key === 'POST /api/admin/logout' && a.status < 300))
      await persona.ensure();
  }
}

/** A plain request as the persona, so the session middleware's own writes happen before the case. */
async function warmUp(persona: Persona): Promise<void> {
  await fetch(`${server.url}/api/health`, { headers: { cookie: persona.cookieHeader() } }).then((r) =>
    r.text(),
  );
}

function appRoutes(): (AppRoute & ReturnType<typeof specFor>)[] {
  return enumerateRoutes(createApp(server.deps)).map((r) => ({ ...r, ...specFor(r) }));
}

describe('fuzzing: every HTTP route and every socket event', () => {
  it('enumerates the routes from the running app', () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(80);
    const undescribed = routes.filter((r) => !r.described).map((r) => r.key);
    const gone = Object.keys(ROUTE_SPECS).filter((k) => !routes.some((r) => r.key === k));
    console.log(`[fuzz] ${routes.length} routes from createApp's routers`);
    if (undescribed.length)
      console.log(
        `[fuzz] routes without a line in tests/fuzz/routes.ts (fuzzed with hostile input only): ${undescribed.join(', ')}`,
      );
    if (gone.length) console.log(`[fuzz] described routes the app no longer has: ${gone.join(', ')}`);
  });

  it('the state fingerprint sees a committed write, and not a rolled-back one', async () => {
    const conn = server.deps.orm.em.getConnection();
    const seen = async (write: () => Promise<unknown>) => {
      const { x0, mails0 } = await fingerprintBefore();
      await write().catch(() => undefined);
      return (await changesSince(x0, mails0)).length > 0;
    };
    const id = world.player.id;
    expect(await seen(() => conn.execute(`update users set level = level where id = '${id}'`))).toBe(true);
    expect(
      await seen(() =>
        server.deps.orm.em.fork().transactional(async (tx) => {
          await tx
            .getConnection()
            .execute(
              `update users set gold = gold + 1 where id = '${id}'`,
              [],
              'run',
              tx.getTransactionContext(),
            );
          throw new Error('roll back');
        }),
      ),
    ).toBe(false);
    expect(await seen(async () => undefined)).toBe(false);
  });

  it('HTTP: a number field given true, [], "5" or {} answers 400 Validation failed and changes nothing', async () => {
    const t0 = Date.now();
    const routes = appRoutes().filter((r) => r.described && (!ROUTE_FILTER || r.key.includes(ROUTE_FILTER)));
    const { cases, unreached } = wrongTypeCases(routes, world, (r) => idOverrides(world, r), SEED);
    const generated = Date.now() - t0;
    const log = new ViolationLog();
    for (const field of unreached)
      log.add({ kind: 'no valid body holds this number field', where: field, index: -1, detail: {} });
    // Someone allowed to reach the parse: the admin for admin routes, else the player. A refusal
    // ends no session, so signing in is checked once.
    await world.personas.player.ensure();
    await world.personas.admin.ensure();
    for (const [index, c] of cases.entries()) {
      const personaName = c.route.admin ? 'admin' : 'player';
      const persona = world.personas[personaName];
      if (personaName === 'player') await warmUp(persona);
      const id = c.route.param ? world.pick(c.route.param, 0) : undefined;
      const path = id ? c.route.path.replace(/:(id|name)\b/, encodeURIComponent(id)) : c.route.path;
      const body = JSON.stringify(c.body);
      const { x0, mails0 } = await fingerprintBefore();
      const answer = await send(server.url, {
        method: c.route.method,
        path,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          origin: server.url,
          cookie: persona.cookieHeader(),
        },
        body,
        bodyNote: `${c.field} = ${JSON.stringify(c.wrong)}`,
      });
      const where = `${c.route.key} ${c.field} = ${JSON.stringify(c.wrong)} as ${personaName}`;
      const detail = { body, status: answer.status, answer: answer.text.slice(0, 400) };
      const problems = answerProblems(answer, c.route.method);
      if (answer.status !== 400) problems.push(`answered ${answer.status}, not 400`);
      else if (problems.length === 0) {
        const error = errorBodySchema.safeParse(JSON.parse(answer.text));
        const named = error.success ? (error.data.issues ?? []).map((i) => JSON.stringify(i.path)) : [];
        if (!error.success || !error.data.message.includes(PHRASES.validation))
          problems.push(`400 without "${PHRASES.validation}"`);
        else if (!named.includes(JSON.stringify(c.issuePath)))
          problems.push('400 whose issues do not name the field');
      }
      const changes = await changesSince(x0, mails0);
      if (changes.length > 0) problems.push('state changed on a wrongly typed body');
      for (const kind of problems) log.add({ kind, where, index, detail: { ...detail, changes } });
      counts.wrongTypes++;
    }
    console.log(
      `[fuzz] HTTP wrong types: ${cases.length} cases (${new Set(cases.map((c) => `${c.route.key} ${c.field}`)).size} number fields) in ${Date.now() - t0} ms (${generated} ms to generate)`,
    );
    if (log.size > 0) throw new Error(log.report('Wrongly typed number fields', REPLAY));
    if (!ROUTE_FILTER) expect(cases.length).toBeGreaterThan(0);
  }, 120_000);

  it('HTTP: never a 5xx, errors are JSON { message }, refusals change nothing', async () => {
    const t0 = Date.now();
    const routes = appRoutes().filter((r) => !ROUTE_FILTER || r.key.includes(ROUTE_FILTER));
    expect(routes.length).toBeGreaterThan(0);
    const perRoute = Math.ceil(HTTP_RUNS / routes.length);
    const lists = routes.map((route, i) => {
      const personas = personasFor(route);
      return fc
        .sample(caseArbitrary(route, world), { seed: SEED + i, numRuns: perRoute })
        .map((c, j): HttpCase => ({ ...c, persona: personas[j % personas.length]! }));
    });
    const cases: HttpCase[] = [];
    for (let j = 0; j < perRoute; j++) for (const list of lists) cases.push(list[j]!);
    console.log(
      `[fuzz] HTTP: ${cases.length} cases over ${routes.length} routes (${Date.now() - t0} ms to generate)`,
    );

    const log = new ViolationLog();
    const timing = new Map<string, { n: number; ms: number }>();
    /** The last case sent, blamed when the next request finds its keep-alive connection dropped. */
    let previous: { index: number; where: string; detail: Record<string, unknown> } | undefined;
    const retryOnReset = async <T>(work: () => Promise<T>): Promise<T> => {
      try {
        return await work();
      } catch (err) {
        if (previous)
          log.add({
            kind: 'connection dropped after an answer that announced keep-alive',
            where: previous.where,
            index: previous.index,
            detail: { ...previous.detail, nextRequestOnThatConnection: causeOf(err) },
          });
        return work();
      }
    };
    const statuses = new Map<number, number>();
    const perRouteStatus = new Map<string, Set<number>>();
    for (const [index, c] of cases.entries()) {
      if (index > 0 && index % 500 === 0) await world.refreshPools();
      if (index > 0 && index % 2500 === 0) console.log(`[fuzz] HTTP: ${index} cases, ${Date.now() - t0} ms`);
      const persona = world.personas[c.persona];
      const tc = Date.now();
      if (c.persona === 'player') await retryOnReset(() => warmUp(persona));
      const req = buildRequest(c, world, persona.cookieHeader());
      const { x0, mails0 } = await fingerprintBefore();
      let answer: Answer;
      try {
        answer = await retryOnReset(() => send(server.url, req));
      } catch (err) {
        log.add({
          kind: 'request failed (connection error)',
          where: `${c.method} ${c.route.path} as ${c.persona}`,
          index,
          detail: { request: req, error: causeOf(err) },
        });
        continue;
      }
      if (process.env.FUZZ_DUMP === String(index)) console.log(JSON.stringify({ req, answer }));
      if (VERBOSE)
        console.log(
          `#${index} ${c.persona} ${req.method} ${req.path.slice(0, 120)} -> ${answer.status} ${answer.text.slice(0, 160)}`,
        );
      counts.http++;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const seen = perRouteStatus.get(c.route.key) ?? new Set<number>();
      seen.add(answer.status);
      perRouteStatus.set(c.route.key, seen);
      const problems: { kind: string; changes?: unknown[] }[] = answerProblems(answer, c.method).map(
        (kind) => ({
          kind,
        }),
      );
      if (answer.status >= 400 && answer.status < 500) {
        const changes = await changesSince(x0, mails0);
        if (changes.length > 0) problems.push({ kind: 'state changed on a refused request', changes });
      }
      const where = `${c.method} ${c.route.path} as ${c.persona} -> ${answer.status}`;
      const detail = {
        request: `${req.method} ${req.path}`,
        headers: { ...req.headers, cookie: req.headers.cookie ? '(persona cookies)' : undefined },
        body: req.body ?? (req.bytes ? `bytes ${[...req.bytes].join(',')}` : '(none)'),
        input: req.bodyNote,
        status: answer.status,
        contentType: answer.contentType,
        answer: answer.text,
      };
      previous = { index, where, detail };
      for (const p of problems) {
        log.add({
          kind: p.kind,
          where: answer.status === 431 ? 'any route -> 431 (request head over the HTTP parser limit)' : where,
          index,
          detail: { ...detail, ...(p.changes ? { changes: p.changes } : {}) },
        });
      }
      harvest(c, answer);
      await keepPersona(c, answer);
      const slot = timing.get(c.route.key) ?? { n: 0, ms: 0 };
      slot.n++;
      slot.ms += Date.now() - tc;
      timing.set(c.route.key, slot);
    }
    const slowest = [...timing].sort(([, a], [, b]) => b.ms - a.ms).slice(0, 5);
    console.log(`[fuzz] HTTP: fingerprints ${probe.stats.fingerprints} in ${probe.stats.ms} ms`);
    console.log(`[fuzz] HTTP: slowest routes ${slowest.map(([k, v]) => `${k} ${v.ms}ms/${v.n}`).join('; ')}`);
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
    console.log(
      `[fuzz] HTTP: ${counts.http} cases in ${Date.now() - t0} ms; statuses ${histogram.join(' ')}`,
    );
    console.log(
      `[fuzz] HTTP: re-sign-ins player ${world.personas.player.relogins} (new accounts ${world.playerRecreations}), admin ${world.personas.admin.relogins}, moderator ${world.personas.moderator.relogins}`,
    );
    const onlyRefused = [...perRouteStatus].filter(([, s]) => [...s].every((x) => x >= 400)).map(([k]) => k);
    if (onlyRefused.length)
      console.log(`[fuzz] HTTP: routes never answered 2xx/3xx: ${onlyRefused.join(', ')}`);
    if (log.size > 0) throw new Error(log.report('HTTP fuzzing', REPLAY));
    expect(counts.http).toBe(cases.length);
  }, 900_000);

  it('socket: every client event (and unknown ones), with and without an acknowledgement', async () => {
    const t0 = Date.now();
    await world.enableFlags();
    const sp = world.socketPlayer;
    if ((await sp.client.get('/api/user')).status !== 200)
      await sp.client.post('/api/login', { email: sp.email, password: sp.password });
    const connect = async () => {
      const s = connectSocket(server.url, sp.client);
      await waitForConnect(s);
      return { socket: s, gone: new Promise<void>((resolve) => s.once('disconnect', () => resolve())) };
    };
    let { socket, gone } = await connect();

    // The events the server really listens to are the ones the protocol names.
    const serverSide = [...(server.deps.realtime.io?.of('/').sockets.values() ?? [])].find(
      (s) => s.data.userId === sp.id,
    );
    const listened = (serverSide?.eventNames() ?? [])
      .filter((e): e is string => typeof e === 'string')
      .filter((e) => !['disconnect', 'disconnecting', 'error'].includes(e));
    expect(listened.sort()).toEqual([...KNOWN_EVENTS].sort());

    const log = new ViolationLog();
    const cases = fc.sample(socketCaseArbitrary(), { seed: SEED ^ 0x50c4e7, numRuns: SOCKET_RUNS });
    type Raw = { emit(event: string, ...args: unknown[]): void; connected: boolean };
    let oversized = 0;
    let reconnects = 0;
    for (const [index, c] of cases.entries()) {
      const raw = socket as unknown as Raw;
      const args = argsOf(c);
      const size = Buffer.byteLength(JSON.stringify(args) ?? '');
      const oversize = size > 15_000;
      const schema = c.known ? SOCKET_EVENTS[c.event as keyof typeof SOCKET_EVENTS] : undefined;
      // The server reads the first argument as the payload (an extra one is ignored).
      const valid = Boolean(
        schema && (c.shape === 'one' || c.shape === 'extra') && schema.safeParse(c.payload).success,
      );
      const where = !c.known
        ? `socket unknown event ${c.ack ? 'with' : 'without'} ack`
        : c.shape === 'one'
          ? `socket ${c.event} ${c.ack ? 'with' : 'without'} ack`
          : `socket ${c.event} ${c.ack ? 'with' : 'without'} ack, arguments: ${c.shape === 'none' ? 'only the ack' : c.shape === 'extra' ? 'payload, junk, ack' : 'a Buffer'}`;
      const detail = (extra: Record<string, unknown>) => ({ event: c.event, args, ...extra });
      const { x0, mails0 } = await fingerprintBefore();

      let ack: unknown;
      let acked = false;
      const ackArrived = new Promise<void>((resolve) => {
        if (c.ack)
          raw.emit(c.event, ...args, (r: unknown) => {
            ack = r;
            acked = true;
            resolve();
          });
        else raw.emit(c.event, ...args);
      });
      // A stored message is echoed to the party (the sender too): wait for it when no acknowledgement
      // will say the work is done, so the next case's fingerprint is taken after the write.
      const chatEcho =
        valid && c.event === 'chat:send' && !(c.ack && c.shape === 'one')
          ? waitFor(
              socket,
              'chat:message',
              3000,
              (p) => (p as { message?: { userId?: string } })?.message?.userId === sp.id,
            )
          : undefined;
      // A probe refused at once (a number is no payload): once its acknowledgement is back, every
      // earlier packet of this socket has reached its listener.
      const probeBack = await within(
        5000,
        Promise.race([
          new Promise<'ack'>((resolve) => raw.emit('chat:send', 42, () => resolve('ack'))),
          gone.then(() => 'gone' as const),
        ]),
      );
      counts.socket++;
      if (probeBack !== 'ack') {
        if (oversize) oversized++;
        else
          log.add({
            kind: probeBack === 'gone' ? 'socket disconnected by the server' : 'socket stopped answering',
            where,
            index,
            detail: detail({ size }),
          });
        socket.disconnect();
        ({ socket, gone } = await connect());
        reconnects++;
        continue;
      }
      if (c.ack && !acked && valid && c.shape === 'one') await within(5000, ackArrived);
      if (chatEcho) await chatEcho.catch(() => undefined);

      let refused: boolean;
      if (c.ack) {
        if (!acked) {
          log.add({ kind: 'no acknowledgement', where, index, detail: detail({}) });
          refused = !valid;
        } else {
          const shape = ackShape(ack);
          if (shape) log.add({ kind: shape, where, index, detail: detail({ ack }) });
          refused = (ack as { ok?: unknown })?.ok !== true;
        }
      } else refused = !valid;
      if (refused) {
        const changes = await changesSince(x0, mails0);
        if (changes.length > 0)
          log.add({
            kind: 'state changed on a refused event',
            where,
            index,
            detail: detail({ ack, changes }),
          });
      }
    }
    socket.disconnect();
    console.log(
      `[fuzz] socket: ${counts.socket} cases in ${Date.now() - t0} ms (${oversized} over the 16 kB frame limit, ${reconnects} reconnects)`,
    );
    if (log.size > 0) throw new Error(log.report('Socket fuzzing', REPLAY));
  }, 600_000);

  it('socket handshake: forged, malformed and missing cookies are refused as unauthenticated', async () => {
    const log = new ViolationLog();
    const sp = world.socketPlayer;
    const cookieOf = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const good = cookieOf(sp.client.cookies);
    const sid = sp.client.cookies.get('qp.sid') ?? '';
    const cookieArb = fc.oneof(
      junkCookies.map((j) => j ?? ''),
      fc.constantFrom(
        `qp.sid=${sid}`,
        `qp.sid=${sid}; qp.sid.sig=%E0%A4%A`,
        `qp.sid=${sid}%ZZ; qp.sid.sig=x`,
        `qp.sid=${sid.slice(0, -2)}; qp.sid.sig=${sp.client.cookies.get('qp.sid.sig')}`,
        'qp.sid=%; qp.sid.sig=%',
        `qp.sid.sig=${sp.client.cookies.get('qp.sid.sig')}`,
        // A malformed duplicate *before* the valid pair (the first occurrence counts, as for HTTP).
        `qp.sid=%E0%A4%A; ${good}`,
      ),
    );
    const cases = fc.sample(
      fc.record({
        cookie: cookieArb,
        origin: fc.constantFrom('app', 'none', 'evil', 'null'),
        auth: hostileValue,
      }),
      { seed: SEED ^ 0x4a5d, numRuns: HANDSHAKE_RUNS },
    );
    for (const [index, c] of cases.entries()) {
      const origin = { app: server.url, none: undefined, evil: 'https://evil.example', null: 'null' }[
        c.origin
      ];
      const socket = io(server.url, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { ...(origin ? { origin } : {}), ...(c.cookie ? { cookie: c.cookie } : {}) },
        auth: { junk: JSON.stringify(c.auth ?? null).slice(0, 2000) },
      });
      const outcome = await new Promise<string>((resolve) => {
        const timer = setTimeout(() => resolve('timeout'), 5000);
        socket.once('connect', () => {
          clearTimeout(timer);
          resolve('connected');
        });
        socket.once('connect_error', (err) => {
          clearTimeout(timer);
          resolve(`refused: ${err.message}`);
        });
      });
      socket.disconnect();
      counts.handshake++;
      const where = `handshake with origin ${c.origin}`;
      if (outcome === 'connected')
        log.add({ kind: 'connected without a valid session', where, index, detail: { cookie: c.cookie } });
      else if (outcome === 'timeout')
        log.add({ kind: 'no answer to the handshake', where, index, detail: c });
      else if (!/unauthenticated|websocket error/.test(outcome))
        log.add({
          kind: `handshake ${outcome} (the internal-error path, not unauthenticated)`,
          where,
          index,
          detail: c,
        });
    }
    if (log.size > 0) throw new Error(log.report('Handshake fuzzing', REPLAY));
  }, 120_000);

  it('rate limiting still answers 429 with a JSON message (default limits, own server)', async () => {
    const limited = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' } });
    try {
      const client = limited.client();
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof client.post>> | undefined;
      for (let i = 0; i < 11; i++) {
        last = await client.post('/api/forgot-password', { email: 'nobody@example.com' });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(last!.status).toBe(429);
      expect(last!.headers.get('content-type')).toMatch(/^application\/json/);
      expect(errorBodySchema.parse(last!.body).message).toMatch(/\S/);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it(`ran at least ${MIN_CASES} generated cases, and the server is still up`, async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).toBe(200);
    const me = await world.personas.player.client.get<{ role: string; gold: number }>('/api/user');
    // No mass assignment got through: the fuzzed player is still a plain player.
    if (me.status === 200) expect(me.body.role).toBe('user');
    const total = counts.http + counts.wrongTypes + counts.socket + counts.handshake;
    console.log(
      `[fuzz] total ${total} generated cases (HTTP ${counts.http}, wrong types ${counts.wrongTypes}, socket ${counts.socket}, handshake ${counts.handshake}) in ${Math.round((Date.now() - started) / 1000)} s, seed ${SEED}`,
    );
    if (!ROUTE_FILTER) expect(total).toBeGreaterThanOrEqual(MIN_CASES);
  });
});

function causeOf(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return `${String(err)}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`;
}

/** The promise's value, or 'timeout' after `ms` (the timer is cleared either way). */
async function within<T>(ms: number, promise: Promise<T>): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves with the first payload of `event` that `accept` takes (rejects after `ms`). */
function waitFor(
  playerSocket: PlayerSocket,
  event: string,
  ms: number,
  accept: (payload: unknown) => boolean,
): Promise<void> {
  const socket = playerSocket as unknown as Socket;
  return new Promise((resolve, reject) => {
    const handler = (payload: unknown) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve();
    };
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no ${event}`));
    }, ms);
    socket.on(event, handler);
  });
}

/** A problem with an acknowledgement's shape, or undefined when it is `{ ok: true }` or a proper refusal. */
function ackShape(ack: unknown): string | undefined {
  if (typeof ack !== 'object' || ack === null || !('ok' in ack)) return 'acknowledgement is not { ok }';
  if (ack.ok === true) return undefined;
  if (ack.ok !== false) return 'acknowledgement ok is not a boolean';
  const error = (ack as { error?: { code?: unknown; message?: unknown } }).error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string')
    return 'refusal without { error: { code, message } }';
  if (error.code === 'internal_error') return 'refused with internal_error (a server failure)';
  return undefined;
}
