import {
  ClientClosedError,
  ClientOfflineError,
  DisconnectsClientError,
  SocketClosedUnexpectedlyError,
} from 'redis';
import { describe, expect, it } from 'vitest';
import { isServiceUnavailable } from '../../server/lib/unavailable.ts';

describe('errors that mean a backing service is briefly out of reach (503, not 500)', () => {
  it.each([
    [
      'a terminated PostgreSQL connection',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    ['a cut socket', new Error('Connection terminated unexpectedly')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['Redis away (no offline queue)', new ClientOfflineError()],
    ['Redis closed', new ClientClosedError()],
    ['a hung Redis connection dropped by its probe', new DisconnectsClientError()],
    ['Redis gone mid-command', new SocketClosedUnexpectedlyError()],
    [
      'a wrapped cause',
      new Error('query failed', { cause: Object.assign(new Error('x'), { code: '08006' }) }),
    ],
  ])('%s', (_, err) => {
    expect(isServiceUnavailable(err)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'an error merely named like a Redis one',
      Object.assign(new Error('offline'), { name: 'ClientOfflineError' }),
    ],
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['not an error', 'text'],
    ['nothing', undefined],
  ])('%s is not', (_, err) => {
    expect(isServiceUnavailable(err)).toBe(false);
  });
});
