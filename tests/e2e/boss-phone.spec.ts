import { expect, type Page, test } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '../../protocol/limits.ts';
import { expectAccessible } from './a11y-helpers.ts';
import { apiCall } from './game-helpers.ts';
import { appReady, createUser, signInByApi } from './helpers.ts';
import { shootScreen } from './screens.ts';

/**
 * The boss screen on a phone: the boss's health is the first thing a phone
 * shows, one plain sentence says how hits work with the arithmetic behind 'How it works', and rest
 * mode shows a lasting badge in the header while it is on (not only its toast).
 */

const PHONE = { width: 375, height: 812 };
const WIDE = { width: 1280, height: 800 };

const WORDS = {
  en: {
    plain: 'Every quest you finish strikes the boss; bigger quests strike harder.',
    how: 'How it works',
    formula: /your power × its difficulty/,
    resting: 'Resting: rest mode is on. Open Profile to change it',
    badge: 'Resting',
  },
  de: {
    plain: 'Jede erledigte Quest trifft den Boss; größere Quests treffen härter.',
    how: 'So funktioniert es',
    formula: /deiner Kraft × ihrer Schwierigkeit/,
    resting: 'Ruht: Der Ruhemodus ist an. Im Profil kannst du ihn ändern',
    badge: 'Ruht',
  },
} as const;

async function playerWithParty(page: Page, language: keyof typeof WORDS): Promise<void> {
  if (language !== 'en') {
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      LANGUAGE_STORAGE_KEY,
      language,
    ] as const);
  }
  await signInByApi(page, await createUser(page));
  await apiCall(page, 'POST', '/api/parties', { name: 'Tea and Courage' });
  await apiCall(page, 'POST', '/api/quests', { title: 'Wash the cups', difficulty: 'easy' });
}

for (const language of ['en', 'de'] as const) {
  test(`phone (${language}): the boss's health comes first, one plain sentence, How it works`, async ({
    page,
  }) => {
    test.slow();
    const words = WORDS[language];
    await page.setViewportSize(PHONE);
    await playerWithParty(page, language);
    await page.goto('/boss-fight');
    await appReady(page);
    const health = page.getByRole('progressbar').first();
    await expect(health).toBeVisible({ timeout: 30_000 });
    // Above the fold (and the tab bar), and before the party in the reading order.
    const box = await health.boundingBox();
    const bar = await page.getByTestId('bottom-tab-bar').boundingBox();
    expect(box && bar && box.y + box.height).toBeLessThanOrEqual(bar?.y ?? 0);
    const healthFirst = await page.evaluate(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const members = document.querySelector('ul[aria-label], ol[aria-label]');
      return Boolean(
        bar && members && bar.compareDocumentPosition(members) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(healthFirst).toBe(true);

    await shootScreen(page, `boss-phone-${language}-first-screen`, { fullPage: false });
    const main = page.getByRole('main');
    // (The page's header keeps a copy for wider screens, hidden on a phone.)
    const power = main.getByText(words.plain, { exact: true }).filter({ visible: true });
    await power.scrollIntoViewIfNeeded();
    await expect(power).toBeVisible();
    const formula = main.getByText(words.formula).filter({ visible: true });
    await expect(formula).toHaveCount(0);
    await main.getByText(words.how, { exact: true }).filter({ visible: true }).click();
    await expect(formula).toBeVisible();
    await shootScreen(page, `boss-phone-${language}`, { fullPage: false });
    await expectAccessible(page, `boss screen on a phone (${language})`);
  });

  test(`rest mode (${language}): a lasting badge in the header, wide and on a phone`, async ({ page }) => {
    test.slow();
    const words = WORDS[language];
    await playerWithParty(page, language);
    await page.goto('/boss-fight');
    await appReady(page);
    const badge = page.getByRole('banner').getByRole('link', { name: words.resting });
    await expect(badge).toHaveCount(0);
    await apiCall(page, 'PATCH', '/api/user', { resting: true });
    // Pushed live to the open page, and still there after a reload: it lasts while rest mode is on.
    await expect(badge).toBeVisible({ timeout: 15_000 });
    await expect(badge).toHaveText(words.badge);
    await page.reload();
    await expect(badge).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, `header with rest mode on (${language}, wide)`);
    await page.setViewportSize(PHONE);
    await expect(badge).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shootScreen(page, `rest-badge-${language}-phone`, { fullPage: false });
    await expectAccessible(page, `header with rest mode on (${language}, phone)`);
    // It leads to Profile, where rest mode is switched off; off, the badge goes.
    await badge.click();
    await expect(page).toHaveURL(/\/profile$/);
    await apiCall(page, 'PATCH', '/api/user', { resting: false });
    await expect(badge).toHaveCount(0, { timeout: 15_000 });
    await page.setViewportSize(WIDE);
  });
}
