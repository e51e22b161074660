import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/** Where the @screens tests write their PNGs, for a human to look at. */
export const SCREENS_DIR = 'test-results/screens';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  narrow: { width: 375, height: 800 },
} as const;

/**
 * Checks that nothing pushes the page sideways (long German words, CJK text) and names the widest
 * offenders if something does, then writes `SCREENS_DIR/name.png`: the full page, the viewport
 * (`fullPage: false`, for menus and dialogs: a sticky header is drawn mid-page otherwise), or one
 * element (`part`). `settleMs` lets toasts, menus and bars finish their short entrance.
 */
export async function shootScreen(
  page: Page,
  name: string,
  { fullPage = true, part, settleMs = 300 }: { fullPage?: boolean; part?: Locator; settleMs?: number } = {},
): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.waitForTimeout(settleMs);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const offenders =
    overflow > 0
      ? await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .slice(-3)
            .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 40)}`),
        )
      : [];
  expect(overflow, `${name} is wider than the viewport: ${offenders.join(' | ')}`).toBeLessThanOrEqual(0);
  const path = `${SCREENS_DIR}/${name}.png`;
  if (part) await part.screenshot({ path });
  else await page.screenshot({ path, fullPage });
}
