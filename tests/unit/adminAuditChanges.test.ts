import { describe, expect, it } from 'vitest';
import { auditChanges } from '../../client/src/features/admin/components/audit-changes.ts';

const instant = (iso: string) => `at ${iso.slice(0, 10)}`;

describe('the changes an audit entry shows', () => {
  it('lists only the fields that differ between the snapshots, in the order of the new values', () => {
    const before = { level: 3, gold: 120, isBanned: false, banReason: null, role: 'user' };
    const after = { level: 3, gold: 370, isBanned: true, banReason: 'Spam', role: 'user' };
    expect(auditChanges(before, after, instant)).toEqual([
      { field: 'gold', before: '120', after: '370' },
      { field: 'isBanned', before: 'false', after: 'true' },
      { field: 'banReason', before: '—', after: 'Spam' },
    ]);
  });

  it('shows every new value of a creation, instants through the formatter, objects as JSON', () => {
    expect(
      auditChanges(
        null,
        { username: 'kind_mod', banExpiresAt: '2026-11-23T15:33:56.861Z', extra: { a: 1 } },
        instant,
      ),
    ).toEqual([
      { field: 'username', after: 'kind_mod' },
      { field: 'banExpiresAt', after: 'at 2026-11-23' },
      { field: 'extra', after: '{"a":1}' },
    ]);
  });

  it('shows nothing for an action without values (a sign-in)', () => {
    expect(auditChanges(null, null, instant)).toEqual([]);
    expect(auditChanges({ role: 'user' }, { role: 'user' }, instant)).toEqual([]);
  });
});
