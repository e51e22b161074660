import { expect } from 'vitest';
import { type User, userSchema } from '../../protocol/api/user.ts';
import type { TestClient } from '../../scripts/lib/httpClient.ts';
import type { TestServer } from './testServer.ts';

let seq = 0;

/** A fresh account's credentials, unique within the run. */
export function newAccount(prefix = 'hero') {
  const id = `${Date.now().toString(36)}${(seq++).toString(36)}`;
  return {
    email: `${prefix}${id}@example.com`,
    username: `${prefix}${id}`.slice(0, 20),
    password: 'correct-horse',
  };
}

/** Registers and signs in a player (the server must run with EMAIL_VERIFICATION=off). */
export async function signedInPlayer(server: TestServer): Promise<{ client: TestClient; user: User }> {
  const client = server.client();
  const res = await client.post('/api/register', newAccount());
  expect(res.status).toBe(201);
  return { client, user: userSchema.parse(res.body) };
}
