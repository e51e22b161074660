/**
 * How the project starts Debian's Chromium through Playwright: the browser tests
 * (playwright.config.ts) and `bench:client` take their switches from here.
 *
 * Chromium's own omnibox popup (a WebUI page in a 'WebUI Top Renderer' process) is switched off:
 * headless Chromium 156 starts one for every new browser context, and it costs about 1 s of CPU
 * each time (10 contexts: 12.1-14.7 s of the browser's CPU with it, 4.1-4.6 s without, on this
 * 2-core machine). No page of ours is in it; a test or a measured load pays for the browser's window.
 */
import { chromium } from '@playwright/test';

/** Debian's package: a test tool's own browser download does not work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** The browser's own omnibox popup pages (see above). */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];
const DISABLE_FEATURES = '--disable-features=';

/**
 * `--disable-features=` with Playwright's own list plus the omnibox popup. Chromium reads only the
 * last `--disable-features`, and Playwright passes one of its own, so the list must hold theirs too:
 * it is read from the command line Playwright builds (a browser started and closed for it, about
 * 0.3 s), so it follows Playwright's list when Playwright changes it.
 */
export async function disableFeaturesSwitch(): Promise<string> {
  const probe = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  const defaults = probe
    .process()
    .spawnargs.filter((arg) => arg.startsWith(DISABLE_FEATURES))
    .flatMap((arg) => arg.slice(DISABLE_FEATURES.length).split(','))
    .filter(Boolean);
  await probe.close();
  return `${DISABLE_FEATURES}${[...new Set([...defaults, ...BROWSER_UI_FEATURES])].join(',')}`;
}
