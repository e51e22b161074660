import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from '../../protocol/limits.ts';
import { toastWith } from './game-helpers.ts';
import { baseUrl, createUser, linkFromMail, signInByApi, type TestUser, uniqueUser } from './helpers.ts';
import { shootScreen, VIEWPORTS } from './screens.ts';

/** Profile > Security (DESIGN section 12): each flow through the screen, with the keyboard where it matters. */

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Another device signed in to the same account (its own browser context and cookies). */
async function otherDevice(browser: Browser, user: TestUser, userAgent = PHONE_UA) {
  const context = await browser.newContext({ baseURL: baseUrl(), userAgent });
  const page = await context.newPage();
  await signInByApi(page, user);
  return { context, page, signedIn: async () => (await page.request.get('/api/auth/user')).status() === 200 };
}

async function openSecurity(page: Page, tabName = 'Security') {
  await page.goto('/profile');
  const tab = page.getByRole('tab', { name: tabName });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('main');
}

test('change password: the other device is signed out, this one stays', async ({ page, browser }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  const phone = await otherDevice(browser, user);
  const main = await openSecurity(page);

  await main.getByLabel('Current password').fill('not-my-password');
  await main.getByLabel('New password', { exact: true }).fill('a-new-secret-1');
  await main.getByLabel('Repeat the new password').fill('a-new-secret-1');
  await main.getByRole('button', { name: 'Change password' }).click();
  await expect(main.getByText('That password is not right. Please try again.')).toBeVisible();

  await main.getByLabel('Current password').fill(user.password);
  await main.getByLabel('Repeat the new password').fill('something-else');
  await main.getByRole('button', { name: 'Change password' }).click();
  await expect(main.getByText('The two new passwords are not the same.')).toBeVisible();

  await main.getByLabel('Repeat the new password').fill('a-new-secret-1');
  await main.getByLabel('Repeat the new password').press('Enter');
  await expect(toastWith(page, 'Password changed')).toBeVisible();
  expect(await phone.signedIn()).toBe(false);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Security' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  await phone.context.close();
});

test('change e-mail: the new address takes effect when its link is followed', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  const main = await openSecurity(page);
  await expect(main.getByText(`Now: ${user.email}.`)).toBeVisible();

  const next = uniqueUser('moved').email;
  await main.getByLabel('New e-mail address').fill(next);
  await main.getByLabel('Your password').fill(user.password);
  await main.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(main.getByText('Check your new inbox')).toBeVisible();
  await expect(main.getByText(`We sent a link to ${next}.`)).toBeVisible();

  const link = await linkFromMail(next, '/api/verify-email');
  const opened = await page.request.get(link, { maxRedirects: 0 });
  expect(opened.headers().location ?? '').toContain('verified=true');
  const main2 = await openSecurity(page);
  await expect(main2.getByText(`Now: ${next}.`)).toBeVisible();
});

test('sessions: this device is marked, another one is signed out from the list, then all the others', async ({
  page,
  browser,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  const phone = await otherDevice(browser, user);
  const laptop = await otherDevice(
    browser,
    user,
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
  );
  const main = await openSecurity(page);
  const list = main.getByRole('list', { name: 'Sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(list.getByText('Safari on iPhone')).toBeVisible();
  await expect(list.getByText('Firefox on Windows')).toBeVisible();

  // Keyboard: focus the phone's sign-out button and press Enter.
  const endPhone = list.getByRole('button', { name: 'Sign out Safari on iPhone' });
  await endPhone.focus();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Signed out')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect(await phone.signedIn()).toBe(false);
  expect(await laptop.signedIn()).toBe(true);

  await main.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(await laptop.signedIn()).toBe(false);
  await expect(main.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  await phone.context.close();
  await laptop.context.close();
});

test('download my data: one JSON file with the player’s data and no secret', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  const main = await openSecurity(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^quest-planner-\d{4}-\d\d-\d\d\.json$/);
  const text = await readFile((await download.path())!, 'utf8');
  const doc = JSON.parse(text) as { profile: { username: string; email: string } };
  expect(doc.profile).toMatchObject({ username: user.username, email: user.email });
  expect(text).not.toContain(user.password);
  expect(text).not.toContain('$argon2id$');
});

test('delete account: the username must be typed; then the account is gone and the name is free', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  const main = await openSecurity(page);
  await main.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();

  // Escape keeps everything.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await main.getByRole('button', { name: 'Delete my account' }).click();

  await dialog.getByLabel(`To confirm, type your username: ${user.username}`).fill(`${user.username}x`);
  await expect(dialog.getByText('That is not your username.')).toBeVisible();
  await dialog.getByLabel(`To confirm, type your username: ${user.username}`).fill(user.username);
  await dialog.getByLabel('Your password').fill('wrong-password');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog.getByText('That password is not right. Please try again.')).toBeVisible();

  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByLabel('Your password').press('Enter');
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  const again = await page.request.post('/api/register', {
    data: user,
    headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
  });
  expect(again.status()).toBe(201);
});

test('the privacy page says what is stored, for how long, and how to export or delete it', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'How long we keep data' })).toBeVisible();
  await expect(page.getByText(/A session ends after 14 days without use/)).toBeVisible();
  await expect(page.getByText(/Profile > Security: “Download my data”/)).toBeVisible();
  await expect(page.getByText(/where you are signed in and sign out a lost device/)).toBeVisible();
});

test('Security in German: the tab and its cards are translated', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.addInitScript(() => localStorage.setItem('adhd-planner-language', 'de'));
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Sicherheit' }).click();
  await expect(page.getByRole('heading', { name: 'Wo du angemeldet bist' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Überall sonst abmelden' })).toBeVisible();
  await expect(page.getByText('Dieses Gerät')).toBeVisible();
});

// The tab's name in each language, so the test opens it as a player of that language would.
const SECURITY_TAB: Record<(typeof SUPPORTED_LANGUAGES)[number], string> = {
  en: 'Security',
  es: 'Seguridad',
  fr: 'Sécurité',
  de: 'Sicherheit',
};

test('the Security tab has no serious accessibility violation and fits, in every language, wide and on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const user = await createUser(page);
  await signInByApi(page, user);
  const phone = await otherDevice(browser, user);
  for (const language of SUPPORTED_LANGUAGES) {
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      LANGUAGE_STORAGE_KEY,
      language,
    ] as const);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await openSecurity(page, SECURITY_TAB[language]);
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      // Written for a person to look at (SCREENS_DIR); shootScreen also fails on sideways overflow.
      await shootScreen(page, `security-tab-${language}-${name}`);
    }
  }
  await phone.context.close();
});
