import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questSchema } from '../../protocol/api/quests.ts';
import { taskSchema } from '../../protocol/api/tasks.ts';
import { userSchema } from '../../protocol/api/user.ts';
import { errorBodySchema } from '../../protocol/errors.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { purgeIdempotencyKeys } from '../../server/jobs/idempotencyPurge.ts';
import { shiftedClock } from '../../server/lib/clock.ts';
import { signedInPlayer } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** DESIGN 15 on one instance: client-chosen ids and the Idempotency-Key header. */

let server: TestServer;
let client: TestClient;
let other: TestClient;
let offsetMs = 0;

beforeAll(async () => {
  server = await startTestServer({ env: { EMAIL_VERIFICATION: 'off' }, clock: shiftedClock(() => offsetMs) });
  ({ client } = await signedInPlayer(server));
  ({ client: other } = await signedInPlayer(server));
});
afterAll(async () => {
  await server?.close();
});

const withKey = (c: TestClient, key: string, method: string, path: string, body?: unknown) =>
  c.request(method, path, body, { 'Idempotency-Key': key });
const questTitles = async (c: TestClient) =>
  ((await c.get('/api/quests')).body as { title: string }[]).map((q) => q.title);
const message = (body: unknown) => errorBodySchema.parse(body).message;

describe('client-chosen ids on create', () => {
  it('answers the same 201 to the same create sent again, and makes one quest and one task', async () => {
    const id = randomUUID();
    const body = {
      id,
      title: 'Post the parcel',
      difficulty: 'easy',
      remindAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const first = await client.post('/api/quests', body);
    expect(first.status).toBe(201);
    expect(questSchema.parse(first.body).id).toBe(id);
    const again = await client.post('/api/quests', body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await questTitles(client)).filter((t) => t === 'Post the parcel')).toHaveLength(1);

    const taskId = randomUUID();
    const task = { id: taskId, title: 'Call the bank', priority: 'high' };
    const made = await client.post('/api/tasks', task);
    expect(made.status).toBe(201);
    expect(taskSchema.parse(made.body).id).toBe(taskId);
    expect((await client.post('/api/tasks', task)).body).toEqual(made.body);
    expect(((await client.get('/api/tasks')).body as unknown[]).length).toBe(1);
  });

  it('answers 409 to the same id with another body, or to another player’s id, and writes nothing', async () => {
    const id = randomUUID();
    expect((await client.post('/api/quests', { id, title: 'Water the plants' })).status).toBe(201);
    const changed = await client.post('/api/quests', { id, title: 'Water the garden' });
    expect(changed.status).toBe(409);
    expect(message(changed.body)).toBe(
      'This id is already taken by another quest. Send the change with a new id.',
    );
    const theirs = await other.post('/api/quests', { id, title: 'Water the plants' });
    expect(theirs.status).toBe(409);
    expect(await questTitles(other)).toEqual([]);
    expect((await questTitles(client)).filter((t) => t.startsWith('Water the'))).toEqual([
      'Water the plants',
    ]);
    const bad = await client.post('/api/quests', { id: 'not-a-uuid', title: 'x' });
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.body).issues?.map((i) => i.message)).toContain('id must be a UUID');
  });

  it('makes one quest when the same create races itself', async () => {
    const id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/api/quests', { id, title: 'Racing parcel' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect((await questTitles(client)).filter((t) => t === 'Racing parcel')).toHaveLength(1);
  });
});

describe('the Idempotency-Key header', () => {
  it('answers a repeated completion with the first answer and pays once', async () => {
    const quest = questSchema.parse(
      (await client.post('/api/quests', { title: 'Pay once', difficulty: 'hard' })).body,
    );
    const before = userSchema.parse((await client.get('/api/auth/user')).body);
    const key = `complete-${randomUUID()}`;
    const first = await withKey(client, key, 'PATCH', `/api/quests/${quest.id}/complete`);
    expect(first.status).toBe(200);
    const again = await withKey(client, key, 'PATCH', `/api/quests/${quest.id}/complete`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const after = userSchema.parse((await client.get('/api/auth/user')).body);
    expect(after.gold - before.gold).toBe((first.body as { rewards: { gold: number } }).rewards.gold);
    // Without the key, the same completion is judged again: already done.
    expect((await client.request('PATCH', `/api/quests/${quest.id}/complete`)).status).toBe(409);
  });

  it('runs concurrent repeats once: one quest, the same answer for all', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => withKey(client, key, 'POST', '/api/quests', { title: 'Once only' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect((await questTitles(client)).filter((t) => t === 'Once only')).toHaveLength(1);
  });

  it('answers 422 to the same key with another body, and 400 to a malformed key', async () => {
    const key = randomUUID();
    expect((await withKey(client, key, 'POST', '/api/quests', { title: 'First body' })).status).toBe(201);
    const other = await withKey(client, key, 'POST', '/api/quests', { title: 'Second body' });
    expect(other.status).toBe(422);
    expect(message(other.body)).toBe(
      'This Idempotency-Key was already used for another request. Send a new key with a new change.',
    );
    expect((await questTitles(client)).filter((t) => t === 'Second body')).toEqual([]);
    for (const bad of ['with space', 'ü-key', 'x'.repeat(256)]) {
      const res = await withKey(client, bad, 'POST', '/api/quests', { title: 'Bad key' });
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).issues?.map((i) => i.message)).toContain(
        'Idempotency-Key must be 1 to 255 visible ASCII characters',
      );
    }
    expect((await questTitles(client)).filter((t) => t === 'Bad key')).toEqual([]);
  });

  it('keeps keys per player, lets a refused request be judged again, and answers a delete once', async () => {
    const key = randomUUID();
    expect((await withKey(client, key, 'POST', '/api/quests', { title: 'Mine with key' })).status).toBe(201);
    expect((await withKey(other, key, 'POST', '/api/quests', { title: 'Theirs with key' })).status).toBe(201);
    expect(await questTitles(other)).toContain('Theirs with key');

    // A refusal frees the key: the corrected repeat is not held to it.
    const refusedKey = randomUUID();
    expect((await withKey(client, refusedKey, 'POST', '/api/quests', { title: '' })).status).toBe(400);
    expect((await withKey(client, refusedKey, 'POST', '/api/quests', { title: '' })).status).toBe(400);

    const quest = questSchema.parse((await client.post('/api/quests', { title: 'Delete me once' })).body);
    const deleteKey = randomUUID();
    expect((await withKey(client, deleteKey, 'DELETE', `/api/quests/${quest.id}`)).status).toBe(204);
    expect((await withKey(client, deleteKey, 'DELETE', `/api/quests/${quest.id}`)).status).toBe(204);
    expect((await client.request('DELETE', `/api/quests/${quest.id}`)).status).toBe(404);
  });

  it('forgets a key after 24 h: the purge deletes it and the key is free again', async () => {
    const key = randomUUID();
    expect((await withKey(client, key, 'POST', '/api/quests', { title: 'Day one' })).status).toBe(201);
    offsetMs += 25 * 3_600_000;
    expect(await purgeIdempotencyKeys(server.deps)).toBeGreaterThan(0);
    const next = await withKey(client, key, 'POST', '/api/quests', { title: 'Day two' });
    expect(next.status).toBe(201);
    expect(await questTitles(client)).toContain('Day two');
  });
});
