import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../protocol/api/user.ts';
import { onQuery } from '../../server/data/database.ts';
import { newAccount } from '../support/players.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * From outside, a failed login must not tell whether the account exists: a known account with a
 * wrong password and an unknown account get the same reads, a password check of the same cost and
 * the same rate-limit bookkeeping, so they take the same time.
 */
let server: TestServer;
const known = newAccount('timing');
const unknown = newAccount('nobody');
let knownId = '';

/** Many failed logins from one address on purpose: lift the login windows so none answers 429. */
const lifted = { points: 100_000, durationSeconds: 3600 };

/** Statements sent while recording that name the login's identifier or the known account's id. */
let recorded: string[] = [];
let recording = false;
let stopRecordingQueries: (() => void) | undefined;

beforeAll(async () => {
  server = await startTestServer({
    env: { EMAIL_VERIFICATION: 'off' },
    rateLimits: { loginAccountIp: lifted, loginIp: lifted },
  });
  const res = await server.client().post('/api/register', known);
  expect(res.status).toBe(201);
  knownId = userSchema.parse(res.body).id;
  const connection = server.deps.orm.em.getConnection();
  const execute = connection.execute.bind(connection);
  // Every statement of the ORM passes here, and every Kysely query of server/data through `onQuery`;
  // the background jobs' are left out by keeping only those that carry the login's identifier or the
  // account's id.
  const mine = (value: unknown) =>
    typeof value === 'string' &&
    [known.email, known.username, unknown.email, unknown.username, knownId].includes(value.toLowerCase());
  connection.execute = ((text: unknown, params?: unknown[], ...rest: unknown[]) => {
    if (recording && (params ?? []).some(mine)) recorded.push(String(text));
    return (execute as (...args: unknown[]) => unknown)(text, params, ...rest);
  }) as typeof connection.execute;
  stopRecordingQueries = onQuery((text, params) => {
    if (recording && params.some(mine)) recorded.push(text);
  });
});
afterAll(async () => {
  stopRecordingQueries?.();
  await server?.close();
});

/** A failed login from a fresh client; answers how long it took as the caller sees it. */
async function failedLogin(body: Record<string, string>): Promise<number> {
  const client = server.client();
  const started = performance.now();
  const res = await client.post('/api/login', body);
  const took = performance.now() - started;
  expect(res.status).toBe(401);
  return took;
}

async function statementsOf(body: Record<string, string>): Promise<string[]> {
  recorded = [];
  recording = true;
  try {
    await failedLogin(body);
  } finally {
    recording = false;
  }
  // The identifier's own value differs between the two; the statement around it must not.
  return recorded.map((text) =>
    [known.email, known.username, unknown.email, unknown.username].reduce(
      (t, value) => t.replaceAll(value, '<identifier>'),
      text.toLowerCase(),
    ),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * How far a median of these tries may stray by chance: its standard error, from the spread as the
 * median absolute deviation (a busy machine's stalls would swell a standard deviation).
 */
const medianError = (values: number[]) => {
  const m = median(values);
  const spread = 1.4826 * median(values.map((v) => Math.abs(v - m)));
  return (1.2533 * spread) / Math.sqrt(values.length);
};

const TRIES = 40;
const WARM_UP = 5;

describe.each(['email', 'username'] as const)('a failed login by %s', (by) => {
  const knownTry = () => ({ [by]: known[by], password: 'not-the-password' });
  const unknownTry = () => ({ [by]: unknown[by], password: 'not-the-password' });

  it('reads the same for an unknown account as for a known one with a wrong password', async () => {
    const knownReads = await statementsOf(knownTry());
    const unknownReads = await statementsOf(unknownTry());
    expect(knownReads.length).toBeGreaterThan(0);
    // The account's own read is a Kysely query (bound `$n` values): recorded through `onQuery`.
    expect(knownReads.some((text) => text.includes('$1'))).toBe(true);
    expect(unknownReads).toEqual(knownReads);
  });

  it('takes as long for an unknown account as for a known one with a wrong password', async () => {
    for (let i = 0; i < WARM_UP; i++) {
      await failedLogin(knownTry());
      await failedLogin(unknownTry());
    }
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Alternate which goes first, so a machine slowing down or speeding up weighs on both alike.
    for (let i = 0; i < TRIES; i++) {
      if (i % 2 === 0) {
        knownTimes.push(await failedLogin(knownTry()));
        unknownTimes.push(await failedLogin(unknownTry()));
      } else {
        unknownTimes.push(await failedLogin(unknownTry()));
        knownTimes.push(await failedLogin(knownTry()));
      }
    }
    const k = median(knownTimes);
    const u = median(unknownTimes);
    // The medians may differ by what chance allows (three standard errors), never less than 2 ms
    // and never more than a quarter of the larger: on a quiet machine a read more (about 4 ms)
    // stands out; on a busy one only the bound the noise leaves can be asked for, and the reads
    // themselves are compared above.
    const chance = 3 * Math.hypot(medianError(knownTimes), medianError(unknownTimes));
    const bound = Math.max(2, Math.min(chance, 0.25 * Math.max(k, u)));
    expect(
      Math.abs(k - u),
      `median known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms (bound ${bound.toFixed(1)} ms)`,
    ).toBeLessThan(bound);
  }, 300_000);
});
