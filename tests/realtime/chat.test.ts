import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../protocol/api/chat.ts';
import { chatMessageSchema } from '../../protocol/api/chat.ts';
import { partySchema } from '../../protocol/api/parties.ts';
import type { Ack } from '../../protocol/socket/events.ts';
import { errorMessage } from '../../scripts/lib/httpClient.ts';
import { startTwoInstances, type TestCluster } from '../support/cluster.ts';
import { signedInPlayer } from '../support/players.ts';
import { connectSocket, nextEvent, type PlayerSocket, waitForConnect } from '../support/sockets.ts';
import type { TestServer } from '../support/testServer.ts';

const sockets: PlayerSocket[] = [];
let cluster: TestCluster;
let one: TestServer;
let two: TestServer;

beforeAll(async () => {
  cluster = await startTwoInstances();
  ({ one, two } = cluster);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await cluster?.close();
});

const send = (socket: PlayerSocket, text: unknown) =>
  new Promise<Ack<ChatMessage>>((resolve) => socket.emit('chat:send', { text } as { text: string }, resolve));

async function partyPair() {
  const a = await signedInPlayer(one);
  const b = await signedInPlayer(two);
  const party = partySchema.parse((await a.client.post('/api/parties', { name: 'Chatters' })).body);
  await b.client.post(`/api/parties/${party.id}/join`);
  const sa = connectSocket(one.url, a.client);
  const sb = connectSocket(two.url, b.client);
  sockets.push(sa, sb);
  await Promise.all([waitForConnect(sa), waitForConnect(sb)]);
  return { a, b, sa, sb, party };
}

describe('party chat', () => {
  it('delivers a message sent on instance 1 to the party on instance 2, and keeps it in the history', async () => {
    const { a, b, sa, sb } = await partyPair();
    const arrives = nextEvent(sb, 'chat:message');
    const ack = await send(sa, '  Who is up for the dragon?  ');
    expect(ack).toMatchObject({
      ok: true,
      data: { text: 'Who is up for the dragon?', username: a.user.username },
    });
    expect((await arrives).message.text).toBe('Who is up for the dragon?');
    const history = chatMessageSchema.array().parse((await b.client.get('/api/parties/chat')).body);
    expect(history.at(-1)).toMatchObject({ text: 'Who is up for the dragon?', userId: a.user.id });
  });

  it('refuses a 501-character message with 400 and a clear message, over REST and over the socket', async () => {
    const { a, sa } = await partyPair();
    const res = await a.client.post('/api/parties/chat', { text: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect((res.body as { issues: unknown[] }).issues).toContainEqual({
      path: ['text'],
      message: 'Messages can be at most 500 characters',
    });
    expect((await a.client.post('/api/parties/chat', { text: 'x'.repeat(500) })).status).toBe(201);
    expect(await send(sa, 'y'.repeat(501))).toEqual({
      ok: false,
      error: { code: 'validation_failed', message: 'Messages can be at most 500 characters' },
    });
    expect(await send(sa, 42)).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
  });

  it('limits floods per player across instances', async () => {
    const { a } = await partyPair();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await a.client.post('/api/parties/chat', { text: `spam ${i}` })).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // The same player through the other instance shares the window (Redis).
    const elsewhere = two.client();
    for (const [k, v] of a.client.cookies) elsewhere.cookies.set(k, v);
    const res = await elsewhere.post('/api/parties/chat', { text: 'still me' });
    expect(res.status).toBe(429);
    expect(errorMessage(res)).toMatch(/very fast/);
  });

  it('refuses players without a party and lets only admins and moderators remove messages', async () => {
    const { a, b, sb } = await partyPair();
    const loner = await signedInPlayer(one);
    expect((await loner.client.post('/api/parties/chat', { text: 'hello?' })).status).toBe(409);
    const message = chatMessageSchema.parse(
      (await a.client.post('/api/parties/chat', { text: 'oops' })).body,
    );
    expect((await b.client.request('DELETE', `/api/parties/chat/${message.id}`)).status).toBe(403);
    await one.deps.orm.em
      .getConnection()
      .execute(`update users set role = 'moderator' where id = ?`, [b.user.id]);
    const removed = nextEvent(sb, 'chat:removed');
    const res = await b.client.request('DELETE', `/api/parties/chat/${message.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ removed: true, text: '' });
    expect((await removed).messageId).toBe(message.id);
  });
});
