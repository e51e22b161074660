import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { apiCall } from './game-helpers.ts';
import { createUser, signInByApi } from './helpers.ts';
import { shootScreen, VIEWPORTS } from './screens.ts';

/**
 * A completed routine says when it comes back ('Back tomorrow', 'Back Monday'), in the player's
 * language, and the quest dialog says in one line that the quest type never repeats a quest.
 */

const WORDS = {
  en: { tomorrow: 'Back tomorrow', weekday: (day: string) => `Back ${day}`, locale: 'en' },
  de: { tomorrow: 'Morgen wieder da', weekday: (day: string) => `Am ${day} wieder da`, locale: 'de' },
} as const;

/** Today's weekday in the player's zone (new accounts keep UTC), as the card names it. */
function weekdayToday(locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date());
}

for (const language of ['en', 'de'] as const) {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    test(`a completed routine says when it comes back (${language}, ${viewport})`, async ({ page }) => {
      test.slow();
      const words = WORDS[language];
      await page.setViewportSize(size);
      if (language !== 'en') {
        await page.addInitScript(
          (lang) => window.localStorage.setItem('adhd-planner-language', lang),
          language,
        );
      }
      await signInByApi(page, await createUser(page));
      const daily = (await apiCall(page, 'POST', '/api/quests', {
        title: 'Stretch for five minutes',
        recurrence: 'daily',
      })) as { id: string };
      const weekly = (await apiCall(page, 'POST', '/api/quests', {
        title: 'Water the balcony plants',
        recurrence: 'weekly',
      })) as { id: string };
      await apiCall(page, 'PATCH', `/api/quests/${daily.id}/complete`);
      await apiCall(page, 'PATCH', `/api/quests/${weekly.id}/complete`);

      await page.goto('/quests');
      const main = page.getByRole('main');
      const dailyRow = main.getByRole('listitem').filter({ hasText: 'Stretch for five minutes' }).first();
      await expect(dailyRow).toContainText(words.tomorrow, { timeout: 30_000 });
      const weeklyRow = main.getByRole('listitem').filter({ hasText: 'Water the balcony plants' }).first();
      await expect(weeklyRow).toContainText(words.weekday(weekdayToday(words.locale)));
      await shootScreen(page, `routine-back-${language}-${viewport}`);
      await expectAccessible(page, `quest board with completed routines (${language}, ${viewport})`);
    });
  }
}

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test(`the quest dialog says the type never repeats a quest (${viewport})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(size);
    await signInByApi(page, await createUser(page));
    await page.goto('/quests');
    const newQuest = page.getByRole('main').getByRole('button', { name: 'New Quest' }).first();
    await expect(newQuest).toBeVisible({ timeout: 30_000 });
    await newQuest.click();
    const dialog = page.getByRole('dialog', { name: 'New Quest' });
    const type = dialog.getByLabel('Quest type');
    await expect(type).toHaveValue('main');
    await expect(type).toHaveAccessibleDescription(
      'A label for sorting; it never repeats the quest. To repeat it, pick a Routine.',
    );
    await expect(dialog.getByText('A label for sorting; it never repeats the quest.')).toBeVisible();
    await expect(dialog.getByLabel('Routine')).toHaveValue('');
    await shootScreen(page, `quest-dialog-type-${viewport}`, { fullPage: false });
    await expectAccessible(page, `quest dialog (${viewport})`);
  });
}
