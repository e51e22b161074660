import { describe, expect, it } from 'vitest';
import { abilitiesOf, mayActOn, type Role, TARGET_ACTIONS } from '../../protocol/rules/abilities.ts';

const ROLES: Role[] = ['user', 'moderator', 'admin'];

describe('abilities by role', () => {
  it.each([
    ['user', { useAdminPanel: false, moderate: false, administer: false }],
    ['moderator', { useAdminPanel: false, moderate: true, administer: false }],
    ['admin', { useAdminPanel: true, moderate: true, administer: true }],
  ] as const)('%s', (role, expected) => {
    expect(abilitiesOf(role)).toEqual(expected);
  });
});

describe('who may act on whom', () => {
  it('admins may take every action on everyone', () => {
    for (const target of ROLES)
      for (const a of TARGET_ACTIONS) expect(mayActOn('admin', target, a)).toBe(true);
  });
  it('moderators ban, unban and message players only', () => {
    for (const target of ROLES)
      for (const a of TARGET_ACTIONS)
        expect(mayActOn('moderator', target, a)).toBe(
          target === 'user' && ['ban', 'unban', 'message'].includes(a),
        );
  });
  it('players act on no one', () => {
    for (const target of ROLES)
      for (const a of TARGET_ACTIONS) expect(mayActOn('user', target, a)).toBe(false);
  });
});
