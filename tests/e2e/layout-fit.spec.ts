import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { apiCall } from './game-helpers.ts';
import { appReady } from './helpers.ts';
import {
  type Box,
  createLongNamedPlayer,
  installVisiblePart,
  useInterfaceLanguage,
} from './layout-helpers.ts';
import { SCREENS_DIR } from './screens.ts';

/**
 * The signed-in header fits every state at every width from 320 px (DESIGN 7: 'a More menu when
 * space is short'): with a focus timer running, the longest username and German or French names,
 * no navigation item is cut off or pushed out of sight, nothing sticks out of the header, and
 * More (with every place the bar has no room for) stays in reach.
 */
const WIDTHS = [320, 375, 768, 1024, 1280, 1536, 1920];

/** Every place of the navigation, by address: each must be in the bar or in More at every width. */
const PLACES = [
  '/',
  '/quests',
  '/tasks',
  '/boss-fight',
  '/shop',
  '/character',
  '/inventory',
  '/tasks#focus-title',
  '/companions',
  '/clans',
  '/achievements',
];
type Language = 'en' | 'de' | 'fr';
const MORE = { en: 'More', de: 'Mehr', fr: 'Plus' } as const;

/** Whatever of the header (and the phone's tab bar) is cut off, sticks out or lies beyond the viewport. */
async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visiblePart = (window as unknown as { __visiblePart: (element: Element) => Box | null })
      .__visiblePart;
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const headerBox = header.getBoundingClientRect();
    if (header.scrollWidth > header.clientWidth) problems.push(`the header scrolls sideways`);
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push('the page scrolls sideways');
    const bar = document.querySelector('[data-testid="bottom-tab-bar"]');
    for (const element of [...header.querySelectorAll('*'), ...(bar ? bar.querySelectorAll('*') : [])]) {
      if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const seen = visiblePart(element);
      if (!seen) continue;
      // Seen only in part: cut off by a clipping ancestor or the viewport's edge.
      if (seen.width < box.width - 0.5 || seen.height < box.height - 0.5)
        problems.push(
          `${name(element)} is cut off (${Math.round(seen.width)} of ${Math.round(box.width)} px)`,
        );
      if (header.contains(element) && (box.left < headerBox.left - 0.5 || box.right > headerBox.right + 0.5))
        problems.push(`${name(element)} sticks out of the header`);
      // A text wider than its own box (ellipsis or clipped inside).
      if (
        element.children.length === 0 &&
        element.scrollWidth > element.clientWidth + 0.5 &&
        // (a visually hidden text, 1 px wide, is meant for screen readers only)
        element.clientWidth > 1
      )
        problems.push(`${name(element)}: its text is wider than its box`);
    }
    return problems;
  });
}

/** The addresses of the places a link list leads to. */
async function addresses(links: ReturnType<Page['getByRole']>): Promise<string[]> {
  return Promise.all((await links.all()).map(async (link) => (await link.getAttribute('href')) ?? ''));
}

for (const language of ['en', 'de', 'fr'] as const satisfies readonly Language[]) {
  test(`${language}: the header fits with a focus timer and a long name at every width, More in reach`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await installVisiblePart(page);
    await useInterfaceLanguage(page, language);
    await createLongNamedPlayer(page);
    await apiCall(page, 'PATCH', '/api/user', { language });
    await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
    // The test server's focus sessions last 30 s, less than this walk (or a page load) on a busy
    // machine: the session waits paused until the page is up, runs while the browser's clock stands
    // still (its timers still run, so the timer on screen keeps running, unchanged), and is paused on
    // the server again, so that a re-read (a socket reconnect reads everything again) still finds it
    // open. A paused timer takes the same room as a running one (the same pill, icon size and mm:ss).
    const session = (await apiCall(page, 'POST', '/api/focus-sessions', {})) as { id: string };
    await apiCall(page, 'POST', `/api/focus-sessions/${session.id}/pause`);
    await page.goto('/quests');
    await appReady(page);
    const timer = page.getByTestId('header-focus-timer');
    const pausedLabel = await timer.getAttribute('aria-label');
    // A moment ahead of the page's last reading, so that reading counts as old and is read again.
    await page.clock.setFixedTime(new Date(Date.now() + 5000));
    await apiCall(page, 'POST', `/api/focus-sessions/${session.id}/resume`);
    // The page reads the session again when it becomes visible again, as after switching tabs.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(timer).not.toHaveAttribute('aria-label', pausedLabel ?? '');
    await apiCall(page, 'POST', `/api/focus-sessions/${session.id}/pause`);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const phone = width <= 640;
      await expect(page.getByTestId('bottom-tab-bar')).toHaveCount(phone ? 1 : 0);
      await expect(timer).toBeVisible();
      await expect.poll(() => headerProblems(page), { message: `${language} at ${width} px` }).toEqual([]);
      await page.screenshot({
        path: `${SCREENS_DIR}/layout-fit-header-${language}-${width}.png`,
        clip: { x: 0, y: 0, width, height: 140 },
      });

      // More is in reach and holds every place the bar has no room for.
      const bar = phone
        ? page.getByTestId('bottom-tab-bar')
        : page.getByRole('banner').getByRole('navigation');
      const more = bar.getByRole('button', { name: MORE[language], exact: true });
      await expect(more).toBeInViewport({ ratio: 1 });
      const inBar = await addresses(bar.getByRole('link'));
      await more.click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      const inMore = await addresses(menu.getByRole('menuitem'));
      const missing = PLACES.filter((place) => !inBar.includes(place) && !inMore.includes(place));
      expect(missing, `${language} at ${width} px: places in neither the bar nor More`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      if (width === 375 || width === 1280) await expectAccessible(page, `header, ${language} ${width} px`);
    }
  });
}
