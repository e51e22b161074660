import { describe, expect, it } from 'vitest';
import { isKnownTimezone, registerRequestSchema, timezoneSchema } from '../../protocol/api/auth.ts';
import { updateProfileRequestSchema } from '../../protocol/api/user.ts';

describe('timezoneSchema', () => {
  // Current IANA names that Intl.supportedValuesOf('timeZone') lists under their legacy spelling
  // (Asia/Calcutta, Europe/Kiev, Asia/Katmandu) or not at all (UTC).
  it.each([
    'Asia/Kolkata',
    'Europe/Kyiv',
    'Asia/Kathmandu',
    'UTC',
    'Etc/UTC',
    'Europe/Zurich',
    'America/Argentina/Buenos_Aires',
    'Asia/Calcutta',
    'Pacific/Chatham',
  ])('accepts %s', (zone) => {
    expect(isKnownTimezone(zone)).toBe(true);
    expect(timezoneSchema.parse(zone)).toBe(zone);
  });

  it('trims the name it accepts', () => {
    expect(timezoneSchema.parse('  Asia/Kolkata ')).toBe('Asia/Kolkata');
  });

  it.each([
    ['garbage', 'garbage'],
    ['an unknown area', 'Mars/Olympus_Mons'],
    ['the empty string', ''],
    ['spaces only', '   '],
    ['an over-long name', `Europe/${'x'.repeat(70)}`],
    ['a NUL byte', 'Europe/Zurich\u0000'],
  ])('refuses %s', (_label, zone) => {
    expect(timezoneSchema.safeParse(zone).success).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(timezoneSchema.safeParse(42).success).toBe(false);
    expect(timezoneSchema.safeParse(null).success).toBe(false);
  });

  it('is what registration and the profile use', () => {
    const account = { email: 'a@example.com', username: 'zoned', password: 'correct-horse' };
    expect(registerRequestSchema.safeParse({ ...account, timezone: 'Asia/Kathmandu' }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...account, timezone: 'Nowhere/Land' }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse({ timezone: 'Europe/Kyiv' }).success).toBe(true);
    expect(updateProfileRequestSchema.safeParse({ timezone: 'Nowhere/Land' }).success).toBe(false);
  });
});
