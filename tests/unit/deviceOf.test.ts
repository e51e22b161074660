import { describe, expect, it } from 'vitest';
import { deviceOf } from '../../client/src/features/profile/utils/device.ts';

describe('deviceOf: the session list names a device in plain words', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari',
      'iPhone',
      true,
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
      false,
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0', 'Firefox', 'Linux', false],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
      true,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      'Safari',
      'macOS',
      false,
    ],
  ])('%s', (ua, browser, os, handheld) => {
    expect(deviceOf(ua)).toEqual({ browser, os, handheld });
  });

  it('knows nothing about a missing or unknown agent', () => {
    expect(deviceOf(null)).toEqual({ browser: null, os: null, handheld: false });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, os: null, handheld: false });
  });
});
