import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '../../protocol/limits.ts';
import { expectAccessible } from './a11y-helpers.ts';
import { apiCall, toastWith } from './game-helpers.ts';
import { appReady, createUser, loginThroughUi, signInByApi, type TestUser } from './helpers.ts';

/**
 * Inviting a friend into a party: a link copied by one player and opened by another, an
 * invite by username answered from the bell (Join, Decline), a visitor sent to sign in and back,
 * and the words in German on a phone. Screenshots go to E2E_SHOTS_DIR when set.
 */

// Screens load their chunks on first visit: on a loaded machine that takes longer than the default.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 600_000 });

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

interface Player {
  page: Page;
  user: TestUser;
  close: () => Promise<void>;
}

async function player(
  browser: Browser,
  options: { viewport?: typeof WIDE; language?: string } = {},
): Promise<Player> {
  const context = await browser.newContext({
    viewport: options.viewport ?? WIDE,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  if (options.language)
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      LANGUAGE_STORAGE_KEY,
      options.language,
    ] as const);
  const user = await createUser(page);
  await signInByApi(page, user);
  return { page, user, close: () => context.close() };
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const membersOf = (page: Page) => page.getByRole('list', { name: 'Members' });
const myParty = (page: Page) =>
  page.request.get('/api/parties/my-party').then((r) => r.json() as Promise<unknown>);

test('a link copied by the leader lets a friend join; invites by username are joined and declined from the bell', async ({
  browser,
}) => {
  const ana = await player(browser);
  const ben = await player(browser);
  const cara = await player(browser);
  const dan = await player(browser);
  const name = `Owls ${ana.user.username.slice(-4)}`;
  await apiCall(ana.page, 'POST', '/api/parties', { name });

  await ana.page.goto('/boss-fight');
  const panel = ana.page.getByRole('region', { name: 'Invite friends' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Create invite link' }).click();
  const linkField = panel.getByRole('textbox', { name: 'Invite link' });
  await expect(linkField).toHaveValue(/\/parties\/join\/[A-Za-z0-9_-]{43}$/);
  const link = await linkField.inputValue();
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(toastWith(ana.page, 'Link copied')).toBeVisible();
  expect(await ana.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // Share only where the browser has the Web Share API.
  const canShare = await ana.page.evaluate(() => typeof navigator.share === 'function');
  await expect(panel.getByRole('button', { name: 'Share' })).toHaveCount(canShare ? 1 : 0);
  await expectAccessible(ana.page, 'party screen with the invite panel');
  await shot(ana.page, 'party-invite-panel-en-wide');

  // Ben opens the copied link: the party, its leader and size, then Join.
  await ben.page.goto(link);
  await expect(ben.page.getByRole('heading', { name })).toBeVisible();
  await expect(ben.page.getByText(`Leader: ${ana.user.username}`)).toBeVisible();
  await expect(ben.page.getByText('1/5 members')).toBeVisible();
  await expect(ben.page.getByRole('link', { name: 'Not now' })).toBeVisible();
  await expectAccessible(ben.page, 'party invite page');
  await shot(ben.page, 'party-invite-page-en-wide');
  await ben.page.getByRole('button', { name: 'Join' }).click();
  await expect(toastWith(ben.page, `Welcome to ${name}!`)).toBeVisible();
  await expect(ben.page).toHaveURL(/\/boss-fight$/);
  await expect(membersOf(ben.page).getByText(ana.user.username)).toBeVisible();
  // Ana sees Ben arrive without a reload.
  await expect(membersOf(ana.page).getByText(ben.user.username)).toBeVisible();

  // Ana invites Cara by username; Cara answers from the bell.
  await panel.getByRole('textbox', { name: 'Username' }).fill(cara.user.username);
  await panel.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(toastWith(ana.page, `Invite sent to ${cara.user.username}`)).toBeVisible();
  await cara.page.goto('/quests');
  await appReady(cara.page);
  await cara.page.getByRole('button', { name: /^Notifications, 1 unread$/ }).click();
  const invite = cara.page.getByTestId('party-invite-notification');
  await expect(invite).toContainText(`${ana.user.username} invited you to ${name}`);
  await expectAccessible(cara.page, 'notification panel with a party invite');
  await shot(cara.page, 'party-invite-notification-en-wide');
  await invite.getByRole('button', { name: 'Join' }).click();
  await expect(toastWith(cara.page, `Welcome to ${name}!`)).toBeVisible();
  await expect(cara.page).toHaveURL(/\/boss-fight$/);
  await expect(membersOf(ana.page).getByText(cara.user.username)).toBeVisible();
  await expect(membersOf(ben.page).getByText(cara.user.username)).toBeVisible();

  // Dan declines: the invite goes, and he stays out.
  await panel.getByRole('textbox', { name: 'Username' }).fill(dan.user.username);
  await panel.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(toastWith(ana.page, `Invite sent to ${dan.user.username}`)).toBeVisible();
  await dan.page.goto('/quests');
  await appReady(dan.page);
  await dan.page.getByRole('button', { name: /^Notifications, 1 unread$/ }).click();
  const danInvite = dan.page.getByTestId('party-invite-notification');
  await danInvite.getByRole('button', { name: 'Decline' }).click();
  await expect(danInvite).toHaveCount(0);
  // The toast waits while the bell's panel is open (it never lies over it) and comes once it closes.
  await dan.page.keyboard.press('Escape');
  await expect(toastWith(dan.page, 'Invite declined')).toBeVisible();
  expect(await myParty(dan.page)).toBeNull();
  await expect(membersOf(ana.page).getByRole('listitem')).toHaveCount(3);

  // An unknown name is told in place.
  await panel.getByRole('textbox', { name: 'Username' }).fill('nobody_by_this_name');
  await panel.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(panel.getByText('There is no player with that username.')).toBeVisible();

  for (const p of [ana, ben, cara, dan]) await p.close();
});

test('a visitor opening a link signs in first and comes back to it; a withdrawn link says so kindly', async ({
  browser,
}) => {
  const ana = await player(browser);
  const name = `Larks ${ana.user.username.slice(-4)}`;
  await apiCall(ana.page, 'POST', '/api/parties', { name });
  const { token } = (await apiCall(ana.page, 'POST', '/api/parties/invite-link')) as { token: string };

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const friend = await createUser(page);
  await page.context().clearCookies();
  await page.goto(`/parties/join/${token}`);
  await expect(
    page.getByText('Sign in or create an account to join this party. You will come back here afterwards.'),
  ).toBeVisible();
  await shot(page, 'party-invite-signed-out-en-phone');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await loginThroughUi(page, friend.username, friend.password);
  await expect(page).toHaveURL(new RegExp(`/parties/join/${token}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await shot(page, 'party-invite-page-en-phone');

  // The leader withdraws the link before the friend clicks Join.
  await apiCall(ana.page, 'DELETE', '/api/parties/invite-link');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(
    page.getByText('This invite link no longer works. Ask your friend for a new one.'),
  ).toBeVisible();
  expect(await myParty(page)).toBeNull();
  await context.close();
  await ana.close();
});

test('German, wide and on a phone: the invite panel and the link page', async ({ browser }) => {
  for (const viewport of [WIDE, PHONE]) {
    const size = viewport === WIDE ? 'wide' : 'phone';
    const ana = await player(browser, { viewport, language: 'de' });
    const ben = await player(browser, { viewport, language: 'de' });
    const name = `Eulen ${ana.user.username.slice(-4)}`;
    await apiCall(ana.page, 'POST', '/api/parties', { name });
    await ana.page.goto('/boss-fight');
    const panel = ana.page.getByRole('region', { name: 'Freunde einladen' });
    await panel.getByRole('button', { name: 'Einladungslink erstellen' }).click();
    const link = await panel.getByRole('textbox', { name: 'Einladungslink' }).inputValue();
    await expect(panel.getByRole('button', { name: 'Link kopieren' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Einladen', exact: true })).toBeVisible();
    // Nothing wider than the screen.
    expect(await ana.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await expectAccessible(ana.page, `German party screen (${size})`);
    await shot(ana.page, `party-invite-panel-de-${size}`);

    await ben.page.goto(link);
    await expect(ben.page.getByRole('heading', { name })).toBeVisible();
    await expect(ben.page.getByText(`Anführung: ${ana.user.username}`)).toBeVisible();
    await expect(ben.page.getByText('1/5 Mitglieder')).toBeVisible();
    await expect(ben.page.getByRole('link', { name: 'Nicht jetzt' })).toBeVisible();
    expect(await ben.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await expectAccessible(ben.page, `German invite page (${size})`);
    await shot(ben.page, `party-invite-page-de-${size}`);
    await ben.page.getByRole('button', { name: 'Beitreten' }).click();
    await expect(toastWith(ben.page, `Willkommen bei ${name}!`)).toBeVisible();
    await ana.close();
    await ben.close();
  }
});
