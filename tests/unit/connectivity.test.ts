import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser's own word on the network, as the connectivity store reads it. */
const browser = { onLine: true };

describe('connectivity: an answer that lands after the browser went offline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', browser);
    // The health probe finds nothing while the test is offline.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    browser.onLine = true;
  });

  it('does not hide the offline state; the next answer once online does', async () => {
    const connectivity = await import('../../client/src/lib/connectivity.ts');
    expect(connectivity.isReachable()).toBe(true);

    browser.onLine = false;
    connectivity.markUnreachable();
    // A request that was already on its way answers now.
    connectivity.reportRequestSuccess();
    expect(connectivity.isReachable()).toBe(false);

    browser.onLine = true;
    connectivity.reportRequestSuccess();
    expect(connectivity.isReachable()).toBe(true);
  });

  it('a failed request marks the server unreachable, any other error does not', async () => {
    const connectivity = await import('../../client/src/lib/connectivity.ts');
    connectivity.reportRequestFailure(new Error('500'));
    expect(connectivity.isReachable()).toBe(true);
    connectivity.reportRequestFailure(new TypeError('Failed to fetch'));
    expect(connectivity.isReachable()).toBe(false);
  });
});
