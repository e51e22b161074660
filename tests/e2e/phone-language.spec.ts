import { expect, type Page, test } from '@playwright/test';
import type { Language } from '../../protocol/limits.ts';
import { localDayNumber } from '../../server/domain/progression/streaks.ts';
import { offlineStarters } from '../../server/domain/quests/starters.ts';
import { expectAccessible } from './a11y-helpers.ts';
import { toastWith } from './game-helpers.ts';
import { appReady, createUser, signInByApi, userMenuButton } from './helpers.ts';
import { SCREENS_DIR } from './screens.ts';

/**
 * Language on a phone, walked as a player does at 375 px: the avatar menu lists the
 * languages; a language picked there (or saved in the Profile) is confirmed in that language, and
 * today's starter quests not yet added come again in it, while a quest already added stays as it
 * was. The test server has no AI provider: the offers are the offline pick (server/domain).
 */
test.use({ viewport: { width: 375, height: 800 } });

/** Today's offline starter titles for the player in `language`, by slot. */
async function startersIn(page: Page, language: Language): Promise<string[]> {
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string; timezone: string };
  return offlineStarters(me.id, localDayNumber(new Date(), me.timezone), language).map((text) => text.title);
}

test('the avatar menu changes the language, says so in it, and offers today’s starter quests in it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/quests');
  await appReady(page);
  const english = await startersIn(page, 'en');
  const offers = page.getByRole('region', { name: 'Three small quests for today' });
  await expect(offers.getByRole('listitem')).toHaveCount(3);
  for (const title of english) await expect(offers).toContainText(title);

  // The avatar menu lists the languages in place (no room for a submenu on a phone).
  await userMenuButton(page, user).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Language', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitemradio')).toHaveText([/^English/, 'Español', 'Français', 'Deutsch']);
  await page.screenshot({ path: `${SCREENS_DIR}/phone-language-menu-375.png` });
  await menu.getByRole('menuitemradio', { name: 'Deutsch' }).click();

  // Confirmed in German, and today's offers come in German, in their places.
  await expect(toastWith(page, 'Sprache gespeichert: Deutsch')).toBeVisible();
  const german = await startersIn(page, 'de');
  const angebote = page.getByRole('region', { name: 'Drei kleine Quests für heute' });
  await expect(angebote.getByRole('listitem')).toHaveCount(3);
  await expect(angebote.getByRole('button', { name: /^Quest hinzufügen: / })).toHaveText([
    'Quest hinzufügen',
    'Quest hinzufügen',
    'Quest hinzufügen',
  ]);
  for (const [index, title] of german.entries())
    await expect(angebote.getByRole('listitem').nth(index)).toContainText(title);
  for (const title of english) await expect(angebote).not.toContainText(title);
  // One of them is added, in German: it is the player's quest from now on.
  await angebote.getByRole('button', { name: `Quest hinzufügen: „${german[1]}“` }).click();
  await expect(page.getByRole('main').getByRole('article', { name: german[1] })).toBeVisible();
  await page.screenshot({ path: `${SCREENS_DIR}/phone-language-board-de-375.png`, fullPage: true });
  await expectAccessible(page, 'quest board after the language change (de, 375 px)');
  const stored = (await (await page.request.get('/api/auth/user')).json()) as { language: string };
  expect(stored.language).toBe('de');
});

test('the Profile’s language, saved on a phone, is confirmed in the new language and brings its starter quests', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(page);
  await signInByApi(page, user);
  // The board's offers are made on the first look of the day, in English.
  await page.goto('/quests');
  await appReady(page);
  await expect(page.getByRole('region', { name: 'Three small quests for today' })).toBeVisible();

  await page.goto('/profile');
  await appReady(page);
  await page.getByLabel('Language', { exact: true }).selectOption('de');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(toastWith(page, 'Profil aktualisiert')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.screenshot({ path: `${SCREENS_DIR}/phone-language-profile-de-375.png` });

  await page.getByTestId('bottom-tab-bar').getByRole('link', { name: 'Quests' }).click();
  const angebote = page.getByRole('region', { name: 'Drei kleine Quests für heute' });
  for (const title of await startersIn(page, 'de')) await expect(angebote).toContainText(title);
});
