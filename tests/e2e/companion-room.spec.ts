import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { apiCall, createQuestByApi } from './game-helpers.ts';
import { appReady } from './helpers.ts';
import { type Box, createLongNamedPlayer, installVisiblePart } from './layout-helpers.ts';
import { SCREENS_DIR } from './screens.ts';

/**
 * The companion's round button covers nothing a player needs: on the screens where it
 * did (the first quest's Complete, the party chat's Send, the battle log's times, Profile's Update,
 * a shop's Buy, the footer's Contact), wide and on a phone, at the top, scrolled to the end, and
 * with each of those brought to the bottom edge of what the screen shows, its box meets no visible
 * control (button, link, field) and no time of the battle log.
 */
const VIEWPORTS = [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 800 },
] as const;

const COMPANION = 'Open the Quest Companion';

/** Every visible control and battle-log time that meets the companion's button (its ring included). */
async function coveredByCompanion(page: Page): Promise<string[]> {
  return page.evaluate((companionName) => {
    const visiblePart = (window as unknown as { __visiblePart: (element: Element) => Box | null })
      .__visiblePart;
    const companion = document.querySelector(`button[aria-label="${companionName}"]`);
    if (!companion) return ['no companion button'];
    const ring = 4;
    const button = companion.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect();
    const bar = document.querySelector('[data-testid="bottom-tab-bar"]');
    const barTop = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    const covered: string[] = [];
    const candidates = document.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], time',
    );
    for (const element of candidates) {
      if (element === companion) continue;
      const seen = visiblePart(element);
      if (!seen) continue;
      let top = seen.y;
      let bottom = seen.y + seen.height;
      // The page's own controls show only between the sticky header and the tab bar.
      if (!element.closest('header, [data-testid="bottom-tab-bar"]')) {
        top = Math.max(top, header?.bottom ?? 0);
        bottom = Math.min(bottom, barTop);
      }
      if (bottom - top < 0.5) continue;
      const meets =
        seen.x < button.right + ring &&
        seen.x + seen.width > button.left - ring &&
        top < button.bottom + ring &&
        bottom > button.top - ring;
      if (meets)
        covered.push(
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        );
    }
    return covered;
  }, COMPANION);
}

/** Scrolls so that `control` sits just above the bottom edge of what the page shows (the tab bar's top). */
async function bringToBottomEdge(control: Locator): Promise<void> {
  await control.evaluate((element) => {
    const bar = document.querySelector('[data-testid="bottom-tab-bar"]');
    const edge = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.bottom - edge + 2);
  });
}

interface Screen {
  path: string;
  /** The controls the button used to cover here. */
  named: (page: Page) => Locator[];
}

const SCREENS: Screen[] = [
  {
    path: '/',
    named: (page) => [
      page
        .getByRole('main')
        .getByRole('button', { name: /^Complete/ })
        .first(),
    ],
  },
  {
    path: '/boss-fight',
    named: (page) => [
      page.getByRole('button', { name: 'Send', exact: true }),
      page.getByRole('main').locator('time').first(),
    ],
  },
  { path: '/profile', named: (page) => [page.getByRole('button', { name: 'Update', exact: true })] },
  { path: '/shop', named: (page) => [page.getByRole('main').getByRole('button', { name: /^Buy / }).last()] },
];

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: the companion's button covers no control, at the top, at the end and beside each`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await installVisiblePart(page);
    await createLongNamedPlayer(page);
    // A board with quests, a party whose boss has been hit (the battle log shows the hit's time).
    const first = await createQuestByApi(page, { title: 'Water the plants' });
    for (const title of ['Answer one e-mail', 'Tidy the desk', 'Stretch for five minutes', 'Plan tomorrow'])
      await createQuestByApi(page, { title });
    await apiCall(page, 'POST', '/api/parties', { name: 'Night Owls' });
    await apiCall(page, 'POST', '/api/boss/damage', { questId: first });

    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await appReady(page);
      const companion = page.getByRole('button', { name: COMPANION, exact: true });
      await expect(companion).toBeVisible();
      for (const control of screen.named(page)) await expect(control).toBeVisible();
      const where = `${screen.path} ${viewport.name}`;

      expect(await coveredByCompanion(page), `${where}, at the top`).toEqual([]);
      const shot = `${SCREENS_DIR}/companion-room-${viewport.name}-${screen.path.slice(1) || 'home'}`;
      await page.screenshot({ path: `${shot}-top.png` });

      for (const control of [
        ...screen.named(page),
        page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }),
      ]) {
        await bringToBottomEdge(control);
        expect(
          await coveredByCompanion(page),
          `${where}, ${await control.textContent()} at the bottom edge`,
        ).toEqual([]);
      }

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await coveredByCompanion(page), `${where}, scrolled to the end`).toEqual([]);
      await page.screenshot({ path: `${shot}-end.png` });
      await expectAccessible(page, where);
    }
  });
}
