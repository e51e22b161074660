import { type Browser, expect, type Page, type Route, test } from '@playwright/test';
import { ADMIN, adminUserId, expectAccessible } from './a11y-helpers.ts';
import { apiCall, toastWith } from './game-helpers.ts';
import { appReady, baseUrl, createUser, signInByApi, type TestUser } from './helpers.ts';
import { shootScreen, VIEWPORTS } from './screens.ts';

/**
 * Details read against the specification (DESIGN 7, 'Still binding'): `/home` is the dashboard for
 * a player; the profile's admin tab words its notices as the spec does; a signed-in page load says
 * 'Loading your workspace...' while the session is read; English is loaded beside another language,
 * so a key that language lacks shows in English, never as the key.
 */

test('/home is the dashboard for a player, the not-found page for a visitor', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByText("This page doesn't exist or has been moved.")).toBeVisible();

  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/home');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Welcome, ${user.username}!` })).toBeVisible();
  await expect(main.getByLabel('Add a quest')).toBeVisible();
  await expect(page.getByText("This page doesn't exist or has been moved.")).toHaveCount(0);
  await expectAccessible(page, '/home');
});

const FRAMEWORK = /\/assets\/framework-[^/]+\.js$/;

/** Holds React's chunk back until `release()`: what the page shows meanwhile is its first paint. */
async function holdFramework(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(FRAMEWORK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const LOADING = { en: 'Loading your workspace...', de: 'Dein Arbeitsbereich wird geladen...' } as const;

for (const language of ['en', 'de'] as const) {
  test(`a signed-in page load says '${LOADING[language]}' while the session is read (${language})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: language === 'de' ? 'de-DE' : 'en-US' });
    const page = await context.newPage();
    const user = await createUser(page);
    await signInByApi(page, user);
    const release = await holdFramework(page);
    // Any page but the dashboard, which the server renders with its answers.
    await page.goto('/quests', { waitUntil: 'commit' });
    const loading = page.getByRole('status').filter({ hasText: LOADING[language] });
    await expect(loading).toBeVisible();
    await expect(loading).toHaveCount(1);
    await shootScreen(page, `loading-workspace-${language}`, { fullPage: false, settleMs: 0 });
    release();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.username) })).toBeVisible();
    await expect(page.getByText(LOADING[language])).toHaveCount(0);
    await context.close();
  });
}

/**
 * Serves the German texts without one key (as a translation that missed it): `part` 'shell' or
 * 'screens', the chunk holding `german`, which is taken out with its key.
 */
async function withoutGermanText(page: Page, german: string): Promise<void> {
  await page.route(/\/assets\/de-[^/]+\.js$/, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    const entry = new RegExp(`[A-Za-z]+:\`${german}\`,`);
    await route.fulfill({ response, body: body.replace(entry, '') });
  });
}

test('a key missing in German shows in English, never as the key', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const visitor = await context.newPage();
  // The shell's texts (the not-found page's title).
  await withoutGermanText(visitor, 'Verirrt in der Wildnis');
  await visitor.goto('/no-such-page');
  await expect(visitor.getByText('Diese Seite existiert nicht oder wurde verschoben.')).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Lost in the wilds');
  await context.close();

  // The screens' texts (the Quest Board's open quests), for a player.
  const playerContext = await browser.newContext({ locale: 'de-DE' });
  const player = await playerContext.newPage();
  const user = await createUser(player);
  await signInByApi(player, user);
  await withoutGermanText(player, 'Aktive Quests');
  await player.goto('/quests');
  const main = player.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: /Questbrett|Quest/ })).toBeVisible();
  await expect(main.getByText('Active Quests', { exact: true })).toBeVisible();
  await expect(main.getByText('quests.activeTitle')).toHaveCount(0);
  await playerContext.close();
});

/**
 * Signs the page's requests in to the admin API as the e2e server's first admin (tests/e2e/a11y-helpers.ts
 * ADMIN), setting it up first when no spec file has yet (the server refuses a second setup).
 */
async function adminSignedIn(page: Page): Promise<void> {
  const headers = { 'Content-Type': 'application/json', Origin: baseUrl() };
  const login = () => page.request.post('/api/admin/login', { data: ADMIN, headers });
  if ((await login()).ok()) return;
  await page.request.post('/api/admin/setup', { data: ADMIN, headers });
  const answer = await login();
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A player made admin by the admin area, signed in in a browser of their own, and another player. */
async function panelAdmin(
  browser: Browser,
  locale: string,
): Promise<{ page: Page; target: TestUser; close: () => Promise<void> }> {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminSignedIn(admin);
  const player = await createUser(admin);
  const target = await createUser(admin);
  await apiCall(admin, 'PATCH', `/api/admin/users/${await adminUserId(admin, player.username)}/role`, {
    role: 'admin',
  });
  await adminContext.close();
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await signInByApi(page, player);
  return { page, target, close: () => context.close() };
}

const PROFILE_NOTICES = {
  en: {
    tab: 'Admin',
    banned: 'User banned successfully',
    unbanned: 'User unbanned successfully',
    roleUpdated: 'User role updated successfully',
    roleFailed: 'Failed to update user role',
    ban: 'Ban',
    reason: 'Reason',
    banConfirm: 'Ban user',
    unban: 'Unban',
    unbanConfirm: 'Unban user',
    makeAdmin: 'Make Admin',
  },
  de: {
    tab: 'Admin',
    banned: 'Nutzer erfolgreich gesperrt',
    unbanned: 'Nutzer erfolgreich entsperrt',
    roleUpdated: 'Rolle des Nutzers erfolgreich aktualisiert',
    roleFailed: 'Rolle des Nutzers konnte nicht aktualisiert werden',
    ban: 'Sperren',
    reason: 'Grund',
    banConfirm: 'Nutzer sperren',
    unban: 'Entsperren',
    unbanConfirm: 'Nutzer entsperren',
    makeAdmin: 'Zum Admin machen',
  },
} as const;

for (const language of ['en', 'de'] as const) {
  const words = PROFILE_NOTICES[language];
  const viewport = language === 'en' ? 'desktop' : 'narrow';
  test(`the profile's admin tab says the spec's notices (${language}, ${viewport})`, async ({ browser }) => {
    const { page, target, close } = await panelAdmin(browser, language === 'de' ? 'de-DE' : 'en-US');
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.goto('/profile');
    await appReady(page);
    const panel = page.getByRole('region', { name: /Admin/ });
    await panel.getByRole('searchbox').fill(target.username);
    const row = panel.getByRole('listitem', { name: target.username });
    await expect(row).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(1);

    await row.getByRole('button', { name: new RegExp(`^${words.ban}\\b`) }).click();
    const ban = page.getByRole('dialog');
    await ban.getByLabel(words.reason).fill('Spam in the party chat');
    await ban.getByRole('button', { name: words.banConfirm }).click();
    await expect(toastWith(page, words.banned)).toBeVisible();
    await shootScreen(page, `profile-admin-banned-${language}-${viewport}`, { fullPage: false });
    await expectAccessible(page, `profile admin tab (${language})`);

    await row.getByRole('button', { name: new RegExp(`^${words.unban}\\b`) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: words.unbanConfirm }).click();
    await expect(toastWith(page, words.unbanned)).toBeVisible();

    // Offline, the change of role fails with the profile tab's own words.
    await row.getByRole('button', { name: new RegExp(`^${words.makeAdmin}\\b`) }).click();
    await page.context().setOffline(true);
    await page.getByRole('alertdialog').getByRole('button', { name: words.makeAdmin }).click();
    await expect(toastWith(page, words.roleFailed)).toBeVisible();
    await page.context().setOffline(false);

    await row.getByRole('button', { name: new RegExp(`^${words.makeAdmin}\\b`) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: words.makeAdmin }).click();
    await expect(toastWith(page, words.roleUpdated)).toBeVisible();
    await close();
  });
}
