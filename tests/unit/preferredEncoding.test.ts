import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../server/middlewares/compression.ts';

describe('the encoding an API answer is compressed with', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.9', 'br'],
    ['gzip', 'gzip'],
    ['deflate', null],
    ['', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['BR, GZIP', 'br'],
    ['gzip;q=abc, br;q=0', null],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
