import type { IncomingMessage } from 'node:http';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusSessionSchema } from '../../protocol/api/focus.ts';
import { type Party, partySchema } from '../../protocol/api/parties.ts';
import { isPostgresRun } from '../../scripts/lib/database.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { onStatement } from '../../server/data/prepared.ts';
import { sql } from '../../server/data/sql.ts';
import { authenticateHandshake } from '../../server/realtime/handshake.ts';
import { signedInPlayer } from '../support/players.ts';
import { connectSocket, eventMatching, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * Connections: a connect reads its session and player as narrow rows (no entity), and
 * presence reads the party as a plain roster. Both must answer exactly what the entity reads did,
 * on PGlite (timestamps as Date) and PostgreSQL (timestamps as text).
 */

let server: TestServer;
const sockets: PlayerSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { register: { points: 1000, durationSeconds: 3600 } },
  });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server?.close();
});

const cookieHeader = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const handshake = (client: TestClient) =>
  authenticateHandshake(
    { headers: { cookie: cookieHeader(client) } } as IncomingMessage,
    server.deps.orm,
    server.deps.secrets.sessionSecret,
  );
const exec = <Row extends object = object>(text: string, params: unknown[]) =>
  sql<Row>(server.deps.orm.em.fork(), text, params);
const sid = (client: TestClient) => client.cookies.get('qp.sid') ?? '';

describe('the handshake', () => {
  it('answers the player, their rooms and their session', async () => {
    const { client, user } = await signedInPlayer(server);
    const party = partySchema.parse((await client.post('/api/parties', { name: 'Handshakers' })).body);
    expect(await handshake(client)).toEqual({
      userId: user.id,
      username: user.username,
      partyId: party.id,
      clanId: null,
      sessionId: expect.any(String),
      sessionEndsAt: expect.any(Number),
    });
  });

  it('refuses a banned or deactivated player, and lets a lapsed ban pass', async () => {
    const { client, user } = await signedInPlayer(server);
    const hour = 60 * 60 * 1000;
    await exec('update users set is_banned = true, ban_expires_at = ? where id = ?', [
      new Date(Date.now() + hour),
      user.id,
    ]);
    expect(await handshake(client)).toBeNull();
    await exec('update users set ban_expires_at = null where id = ?', [user.id]);
    expect(await handshake(client)).toBeNull();
    await exec('update users set ban_expires_at = ? where id = ?', [new Date(Date.now() - hour), user.id]);
    expect((await handshake(client))?.userId).toBe(user.id);
    await exec('update users set is_banned = false, ban_expires_at = null, is_active = false where id = ?', [
      user.id,
    ]);
    expect(await handshake(client)).toBeNull();
  });

  it('refuses an expired session and one past its absolute lifetime', async () => {
    const expired = await signedInPlayer(server);
    await exec('update session set expire = ? where sid = ?', [
      new Date(Date.now() - 1000),
      sid(expired.client),
    ]);
    expect(await handshake(expired.client)).toBeNull();

    const old = await signedInPlayer(server);
    const [row] = await exec<{ sess: Record<string, unknown> }>('select sess from session where sid = ?', [
      sid(old.client),
    ]);
    const sess = { ...row!.sess, createdAt: Date.now() - 31 * 24 * 60 * 60 * 1000 };
    await exec('update session set sess = ? where sid = ?', [JSON.stringify(sess), sid(old.client)]);
    expect(await handshake(old.client)).toBeNull();
  });

  it('handshakes arriving together share one read, and each gets its own answer', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => signedInPlayer(server)));
    const [expired, banned, ...live] = players;
    await exec('update session set expire = ? where sid = ?', [
      new Date(Date.now() - 1000),
      sid(expired!.client),
    ]);
    await exec('update users set is_banned = true where id = ?', [banned!.user.id]);
    const unknown = { headers: { cookie: 'qp.sid=nobody; qp.sid.sig=forged' } } as IncomingMessage;
    const reads: string[] = [];
    const stop = onStatement((text) => {
      if (text.includes('from session s')) reads.push(text);
    });
    try {
      // Each player twice (two tabs), all at once.
      const answers = await Promise.all([
        ...[...players, ...players].map((p) => handshake(p.client)),
        authenticateHandshake(unknown, server.deps.orm, server.deps.secrets.sessionSecret),
      ]);
      const expected = [
        null,
        null,
        ...live.map((p) => expect.objectContaining({ userId: p.user.id, username: p.user.username })),
      ];
      expect(answers).toEqual([...expected, ...expected, null]);
    } finally {
      stop();
    }
    expect(reads).toHaveLength(1);
    // A handshake alone afterwards is read on its own, at once.
    expect((await handshake(live[0]!.client))?.userId).toBe(live[0]!.user.id);
  });

  it('a failed session read refuses the handshakes waiting on it, and the next ones are read again', async () => {
    const { client, user } = await signedInPlayer(server);
    // The statement fails as it is sent (as on a connection that broke): a listener on the hot
    // statements throws.
    const stop = onStatement(() => {
      throw new Error('the database went away');
    });
    try {
      await expect(handshake(client)).rejects.toThrow('the database went away');
    } finally {
      stop();
    }
    expect((await handshake(client))?.userId).toBe(user.id);
  });

  it("answers the player a session's data names when its row names another", async () => {
    const named = await signedInPlayer(server);
    const other = await signedInPlayer(server);
    await exec('update session set user_id = ? where sid = ?', [other.user.id, sid(named.client)]);
    expect((await handshake(named.client))?.userId).toBe(named.user.id);
    // ...and refuses it when there is no such player.
    const stray = await signedInPlayer(server);
    const [row] = await exec<{ sess: Record<string, unknown> }>('select sess from session where sid = ?', [
      sid(stray.client),
    ]);
    const sess = { ...row!.sess, userId: '00000000-0000-4000-8000-000000000000' };
    await exec('update session set sess = ?, user_id = null where sid = ?', [
      JSON.stringify(sess),
      sid(stray.client),
    ]);
    expect(await handshake(stray.client)).toBeNull();
  });
});

describe('presence', () => {
  it("pushes the same party as the party's own answer when a member connects", async () => {
    const lead = await signedInPlayer(server);
    const runner = await signedInPlayer(server);
    const pauser = await signedInPlayer(server);
    const party = partySchema.parse((await lead.client.post('/api/parties', { name: 'Roster' })).body);
    for (const member of [runner, pauser])
      expect((await member.client.post(`/api/parties/${party.id}/join`)).status).toBe(200);
    // Every column the roster reads differs from its default somewhere: a running and a paused
    // focus session, rest mode, and (PostgreSQL's text, PGlite's Date) timestamps.
    expect((await runner.client.post('/api/focus-sessions', {})).status).toBe(201);
    const paused = focusSessionSchema.parse((await pauser.client.post('/api/focus-sessions', {})).body);
    expect((await pauser.client.post(`/api/focus-sessions/${paused.id}/pause`)).status).toBe(200);
    expect((await runner.client.request('PATCH', '/api/user', { resting: true })).status).toBe(200);

    const open = async (client: TestClient) => {
      const socket = connectSocket(server.url, client);
      sockets.push(socket);
      await waitForConnect(socket);
      return socket;
    };
    const leadTab = await open(lead.client);
    const pushed = eventMatching(leadTab, 'party:update', (p) =>
      p.party.members.some((m) => m.id === runner.user.id && m.online),
    );
    await open(runner.client);
    const seen = (await pushed).party;
    const answered = partySchema.parse((await lead.client.get('/api/parties/my-party')).body);

    const offline = (p: Party) => ({ ...p, members: p.members.map((m) => ({ ...m, online: false })) });
    expect(offline(seen)).toEqual(offline(answered));
    const member = (id: string) => seen.members.find((m) => m.id === id);
    expect([lead, runner, pauser].map((p) => member(p.user.id)?.online)).toEqual([true, true, false]);
    expect([lead, runner, pauser].map((p) => member(p.user.id)?.focus?.status ?? null)).toEqual([
      null,
      'running',
      'paused',
    ]);
    expect(member(runner.user.id)?.resting).toBe(true);
  });
});

describe.runIf(isPostgresRun())('the connect statements', () => {
  it('read through indexes', async () => {
    const { client } = await signedInPlayer(server);
    expect((await client.post('/api/parties', { name: 'Indexed' })).status).toBe(201);
    const recorded: { text: string; params: readonly unknown[] }[] = [];
    const stop = onStatement((text, params) => recorded.push({ text, params }));
    try {
      const socket = connectSocket(server.url, client);
      sockets.push(socket);
      const announced = eventMatching(socket, 'party:update', () => true);
      await waitForConnect(socket);
      await announced;
    } finally {
      stop();
    }
    expect(recorded.map((r) => r.text)).toEqual([
      expect.stringContaining('from session s'),
      expect.stringContaining('from parties p'),
    ]);
    const em = server.deps.orm.em.fork();
    await em.transactional(async (tx) => {
      const connection = tx.getTransactionContext()!;
      // Sequential scans priced out: a table still read whole has no index for the read.
      await connection.executeQuery(CompiledQuery.raw('set local enable_seqscan = off', []));
      for (const { text, params } of recorded) {
        const { rows } = (await connection.executeQuery(
          CompiledQuery.raw(`explain ${text}`, [...params]),
        )) as {
          rows: { 'QUERY PLAN': string }[];
        };
        expect(rows.map((r) => r['QUERY PLAN']).join('\n')).not.toMatch(/Seq Scan/);
      }
    });
  });
});
