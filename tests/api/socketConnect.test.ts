import type { IncomingMessage } from 'node:http';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusSessionSchema } from '../../protocol/api/focus.ts';
import { type Party, partySchema } from '../../protocol/api/parties.ts';
import { isPostgresRun } from '../../scripts/lib/database.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { db } from '../../server/data/database.ts';
import { onStatement } from '../../server/data/prepared.ts';
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
const database = () => db(server.deps.orm.em.fork());
const updateUser = (
  id: string,
  set: { is_banned?: boolean; is_active?: boolean; ban_expires_at?: Date | null },
) => database().updateTable('users').set(set).where('id', '=', id).execute();
const updateSession = (
  sid: string,
  set: { expire?: Date; sess?: Record<string, unknown>; user_id?: string | null },
) => database().updateTable('session').set(set).where('sid', '=', sid).execute();
const sessOf = async (sid: string) =>
  (await database().selectFrom('session').select('sess').where('sid', '=', sid).executeTakeFirstOrThrow())
    .sess;
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
    await updateUser(user.id, { is_banned: true, ban_expires_at: new Date(Date.now() + hour) });
    expect(await handshake(client)).toBeNull();
    await updateUser(user.id, { ban_expires_at: null });
    expect(await handshake(client)).toBeNull();
    await updateUser(user.id, { ban_expires_at: new Date(Date.now() - hour) });
    expect((await handshake(client))?.userId).toBe(user.id);
    await updateUser(user.id, { is_banned: false, ban_expires_at: null, is_active: false });
    expect(await handshake(client)).toBeNull();
  });

  it('refuses an expired session and one past its absolute lifetime', async () => {
    const expired = await signedInPlayer(server);
    await updateSession(sid(expired.client), { expire: new Date(Date.now() - 1000) });
    expect(await handshake(expired.client)).toBeNull();

    const old = await signedInPlayer(server);
    const sess = { ...(await sessOf(sid(old.client))), createdAt: Date.now() - 31 * 24 * 60 * 60 * 1000 };
    await updateSession(sid(old.client), { sess });
    expect(await handshake(old.client)).toBeNull();
  });

  it('handshakes arriving together share one read, and each gets its own answer', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => signedInPlayer(server)));
    const [expired, banned, ...live] = players;
    await updateSession(sid(expired!.client), { expire: new Date(Date.now() - 1000) });
    await updateUser(banned!.user.id, { is_banned: true });
    const unknown = { headers: { cookie: 'qp.sid=nobody; qp.sid.sig=forged' } } as IncomingMessage;
    const reads: string[] = [];
    const stop = onStatement((text) => {
      if (text.includes('from "session" as "s"')) reads.push(text);
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
    await updateSession(sid(named.client), { user_id: other.user.id });
    expect((await handshake(named.client))?.userId).toBe(named.user.id);
    // ...and refuses it when there is no such player.
    const stray = await signedInPlayer(server);
    const sess = { ...(await sessOf(sid(stray.client))), userId: '00000000-0000-4000-8000-000000000000' };
    await updateSession(sid(stray.client), { sess, user_id: null });
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
      expect.stringContaining('from "session" as "s"'),
      expect.stringContaining('from "parties" as "p"'),
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
