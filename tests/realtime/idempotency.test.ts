import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questSchema } from '../../protocol/api/quests.ts';
import { userSchema } from '../../protocol/api/user.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import { startTwoInstances, type TestCluster } from '../support/cluster.ts';
import { signedInPlayer } from '../support/players.ts';

/** DESIGN 15 across instances: a key holds whichever instance a repeat reaches. */

let cluster: TestCluster;
let onOne: TestClient;
let onTwo: TestClient;

beforeAll(async () => {
  cluster = await startTwoInstances();
  ({ client: onOne } = await signedInPlayer(cluster.one));
  // The same browser through the other instance: the session lives in PostgreSQL.
  onTwo = cluster.two.client();
  for (const [name, value] of onOne.cookies) onTwo.cookies.set(name, value);
});
afterAll(async () => {
  await cluster?.close();
});

const withKey = (c: TestClient, key: string, method: string, path: string, body?: unknown) =>
  c.request(method, path, body, { 'Idempotency-Key': key });

describe('Idempotency-Key on two instances', () => {
  it('runs a create once when its repeats reach both instances at once', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        withKey(i % 2 === 0 ? onOne : onTwo, key, 'POST', '/api/quests', { title: 'Across instances' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const ids = new Set(answers.map((a) => questSchema.parse(a.body).id));
    expect(ids.size).toBe(1);
    const titles = ((await onOne.get('/api/quests')).body as { title: string }[]).map((q) => q.title);
    expect(titles.filter((t) => t === 'Across instances')).toHaveLength(1);
  });

  it('pays a completion once when its repeat reaches the other instance', async () => {
    const quest = questSchema.parse(
      (await onOne.post('/api/quests', { title: 'Pay me once', difficulty: 'easy' })).body,
    );
    const before = userSchema.parse((await onOne.get('/api/auth/user')).body).gold;
    const key = randomUUID();
    const first = await withKey(onOne, key, 'PATCH', `/api/quests/${quest.id}/complete`);
    const repeat = await withKey(onTwo, key, 'PATCH', `/api/quests/${quest.id}/complete`);
    expect([first.status, repeat.status]).toEqual([200, 200]);
    expect(repeat.body).toEqual(first.body);
    const after = userSchema.parse((await onTwo.get('/api/auth/user')).body).gold;
    expect(after - before).toBe((first.body as { rewards: { gold: number } }).rewards.gold);
  });
});
