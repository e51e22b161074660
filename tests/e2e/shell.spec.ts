import { expect, test } from '@playwright/test';
import { recordToasts, shownToasts } from './game-helpers.ts';
import { createUser, pickLanguage, signInByApi, userMenuButton } from './helpers.ts';

// The spec's top navigation with the planner's Tasks beside the quests; Inventory waits behind More.
const NAV_LABELS = ['Adventure Hall', 'Quest Board', 'Tasks', 'Boss Battles', 'Item Shop', 'Character'];

test('visitors get the landing page, legal pages and the not-found page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const feature of ['Smart breakdown', 'Priority focus', 'Reward system']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  for (const language of ['English', 'Español', 'Français', 'Deutsch']) {
    await expect(page.getByRole('main').getByRole('button', { name: language, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Start Adventure' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Disclaimer' }).click();
  await expect(page.getByRole('heading', { name: 'Disclaimer', level: 1 })).toBeVisible();
  await expect(page.getByText('August 20, 2025')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Medical disclaimer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI disclaimer' })).toBeVisible();

  await page.goto('/quests');
  await expect(page.getByText("This page doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  // Get Started is for newcomers: the auth screen opens on Register.
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
});

test('the dashboard shell: navigation, header stats and the user menu', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/');

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText(NAV_LABELS);
  await expect(nav.getByRole('link', { name: 'Adventure Hall' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}!` })).toBeVisible();
  for (const action of ['Quest Board', 'Character Sheet', 'Item Shop']) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(action) })).toBeVisible();
  }

  await userMenuButton(page, user).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(user.username)).toBeVisible();
  await expect(menu.getByText('Health')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();

  // Signed-in players who open the auth screen are sent home.
  await page.keyboard.press('Escape');
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('switching to Deutsch in the user menu applies at once and survives a reload', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}!` })).toBeVisible();

  await userMenuButton(page, user).click();
  await page.getByRole('menuitem', { name: 'Language' }).click();
  await expect(page.getByRole('menuitemradio', { name: /English/ })).toContainText('Active');
  await page.keyboard.press('Escape');
  await userMenuButton(page, user).click();
  await pickLanguage(page, 'Deutsch');

  await expect(page.getByRole('heading', { name: `Willkommen, ${user.username}!` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('heading', { name: `Willkommen, ${user.username}!` })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link').first(),
  ).toHaveText('Abenteuerhalle');
  expect(await page.evaluate(() => window.localStorage.getItem('adhd-planner-language'))).toBe('de');
  // The account keeps it too: mails, reminders and the companion's starter quests come in German.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/auth/user')).json()) as { language: string }).language,
    )
    .toBe('de');
});

test('a language the account could not save: the app switches anyway and says so calmly', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.route('**/api/user', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { error: 'internal_error', message: 'Internal server error' } })
      : route.continue(),
  );
  await recordToasts(page);
  await page.goto('/');
  await userMenuButton(page, user).click();
  await pickLanguage(page, 'Deutsch');
  await expect(page.getByRole('heading', { name: `Willkommen, ${user.username}!` })).toBeVisible();
  await expect
    .poll(() => shownToasts(page))
    .toEqual([expect.stringMatching(/Language not saved|Sprache nicht gespeichert/)]);
  const stored = (await (await page.request.get('/api/auth/user')).json()) as { language: string };
  expect(stored.language).toBe('en');
});

test('logout returns to the landing page', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/');
  await userMenuButton(page, user).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Adventure' })).toBeVisible();
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the places move into the bottom tab bar, the languages into the user menu', async ({ page }) => {
    const user = await createUser(page);
    await signInByApi(page, user);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: `Welcome, ${user.username}!` })).toBeVisible();
    // No navigation squeezed into the top bar: the tab bar at the bottom has it (first-days.spec).
    await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);

    await userMenuButton(page, user).click();
    const menu = page.getByRole('menu');
    // No room for a submenu beside the menu: the languages are listed in it.
    await expect(menu.getByRole('menuitemradio')).toHaveText([/^English/, 'Español', 'Français', 'Deutsch']);

    // Nothing may stick out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.keyboard.press('Escape');
    await page.getByTestId('bottom-tab-bar').getByRole('link', { name: 'Quests' }).click();
    await expect(page).toHaveURL(/\/quests$/);
  });
});
