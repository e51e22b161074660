import { type Browser, expect, type Page, test } from '@playwright/test';
import { de } from '../../client/src/i18n/locales/de.ts';
import { en } from '../../client/src/i18n/locales/en.ts';
import { adminUserId } from './a11y-helpers.ts';
import { apiCall, toastWith } from './game-helpers.ts';
import { createUser, signInByApi, type TestUser } from './helpers.ts';
import { shootScreen, VIEWPORTS } from './screens.ts';

/**
 * The administration, end to end: the separate admin area (setup, login, user management, live
 * statistics, accounts, audit log, feature flags) and the in-app Admin Panel.
 *
 * The e2e server is one process shared by every spec file, and the first admin can be set up only
 * once: this file alone does it, serially, and tolerates a setup that already happened (a retry).
 */
test.describe.configure({ mode: 'serial' });

/** The server's default ADMIN_PATH (DESIGN section 3); the e2e server does not change it. */
const ADMIN_PATH = '/admin-secret-xyz-2024';
const ADMIN = { username: 'e2e_first_admin', password: 'e2e-first-admin-password' };

async function fillCredentials(
  page: Page,
  credentials: { username: string; password: string },
  labels = en.admin.area.login,
) {
  await page.getByLabel(labels.username).fill(credentials.username);
  await page.getByLabel(labels.password, { exact: true }).fill(credentials.password);
}

async function expectDashboard(page: Page, username: string) {
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}/dashboard`));
  await expect(page.getByTestId('admin-username')).toHaveText(username);
}

/**
 * The first admin through the setup screen. Setup signs in by itself a second later; when an
 * earlier attempt of this file already created the admin, the server refuses ('Setup Failed') and
 * the known credentials sign in instead.
 */
async function setUpFirstAdmin(page: Page) {
  await page.goto(ADMIN_PATH);
  await page.getByRole('button', { name: 'First time setup?' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Setup' })).toBeVisible();
  await fillCredentials(page, ADMIN);
  await page.getByRole('button', { name: 'Create Admin' }).click();
  const refused = toastWith(page, 'Setup Failed');
  await expect(page.getByTestId('admin-username').or(refused)).toBeVisible({ timeout: 15_000 });
  if (await refused.isVisible()) {
    await expect(refused).toContainText('an administrator account already exists');
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await signIn(page, ADMIN);
  }
  await expectDashboard(page, ADMIN.username);
}

async function signIn(page: Page, credentials: { username: string; password: string }) {
  if (!page.url().endsWith(ADMIN_PATH)) await page.goto(ADMIN_PATH);
  await fillCredentials(page, credentials);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectDashboard(page, credentials.username);
}

/** A verified player signed in on the dashboard in a browser of their own, live updates connected. */
async function playerInOwnBrowser(browser: Browser): Promise<{ page: Page; user: TestUser }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}!` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Live updates: connected' })).toBeVisible();
  return { page, user };
}

/** Finds one player in User Management and opens an action from their row's menu. */
async function openUserAction(page: Page, username: string, action: string) {
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search' }).fill(username);
  const row = main.getByRole('row').filter({ hasText: username });
  await expect(main.getByRole('row')).toHaveCount(2); // the header and this player
  await row.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  return row;
}

test('admin area: first-admin setup, sign out, sign in; the login screen as the spec shows it', async ({
  page,
}) => {
  await page.goto(ADMIN_PATH);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('Authorized Personnel Only')).toBeVisible();
  await expect(page.getByText('All actions are logged and monitored')).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('visible-for-a-moment');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  // Both fields are required; wrong credentials say so calmly.
  await password.fill('');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await fillCredentials(page, { username: 'nobody_here', password: 'not-the-password' });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(page, 'Login Failed')).toContainText('Invalid credentials');

  // The backend cannot be reached: the page says so and switches to setup mode (spec section 4).
  await page.route('**/api/admin/login', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(page, 'Connection Error')).toContainText(
    'Could not connect to admin backend. Switching to setup mode.',
  );
  await expect(page.getByRole('heading', { name: 'Admin Setup' })).toBeVisible();
  await page.unroute('**/api/admin/login');

  await setUpFirstAdmin(page);
  const header = page.getByRole('banner');
  await expect(header.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'User Management',
    'Statistics',
    'Messages',
    'Admin Accounts',
    'Audit Log',
    'Feature Flags',
  ]);

  // A second setup is refused by the server with its reason.
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
  await page.getByRole('button', { name: 'First time setup?' }).click();
  await fillCredentials(page, { username: 'second_admin', password: 'second-admin-password' });
  await page.getByRole('button', { name: 'Create Admin' }).click();
  await expect(toastWith(page, 'Setup Failed')).toContainText('an administrator account already exists');
  await page.getByRole('button', { name: 'Back to sign in' }).click();

  // After logout the dashboard is closed; signing in opens it again.
  await page.goto(`${ADMIN_PATH}/dashboard`);
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATH}$`));
  await signIn(page, ADMIN);
  await page.reload();
  await expectDashboard(page, ADMIN.username);
});

test('ban: a signed-in player is sent out of the app with the reason, without reloading', async ({
  page,
  browser,
}) => {
  const player = await playerInOwnBrowser(browser);
  await signIn(page, ADMIN);

  const row = await openUserAction(page, player.user.username, 'Ban');
  const dialog = page.getByRole('dialog', { name: `Ban ${player.user.username}?` });
  await expect(dialog.getByRole('button', { name: 'Ban user' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Spamming the party chat');
  await dialog.getByLabel('Duration in hours (optional)').fill('48');
  await dialog.getByRole('button', { name: 'Ban user' }).click();
  await expect(toastWith(page, 'User banned successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Banned', { exact: true })).toBeVisible();

  // The player's own browser: signed out at once, on the login page, told why and until when.
  const notice = player.page.getByRole('alertdialog', { name: 'Your account has been banned' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Reason: Spamming the party chat');
  await expect(notice).toContainText('The ban ends on');
  await expect(player.page).toHaveURL(/\/auth$/);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(player.page.getByRole('button', { name: 'Login to Adventure' })).toBeVisible();
  await expect(player.page.getByRole('img', { name: /Live updates/ })).toHaveCount(0);

  // Unban: the player can sign in again.
  await row.getByRole('button', { name: `Actions for ${player.user.username}` }).click();
  await page.getByRole('menuitem', { name: 'Unban' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unban user' }).click();
  await expect(toastWith(page, 'User unbanned successfully')).toBeVisible();
  await expect(row.getByText('Banned', { exact: true })).toHaveCount(0);
  await player.page.context().close();
});

test("grant: the player's header gold changes live", async ({ page, browser }) => {
  const player = await playerInOwnBrowser(browser);
  const gold = player.page.getByRole('banner').locator('p[title="Gold"]');
  await expect(gold).toHaveText('Gold: 100');
  await signIn(page, ADMIN);

  const row = await openUserAction(page, player.user.username, 'Grant XP/Gold');
  const dialog = page.getByRole('dialog', { name: `Grant rewards to ${player.user.username}` });
  await dialog.getByRole('button', { name: 'Grant rewards' }).click();
  await expect(dialog.getByText('Enter a non-zero amount of XP or gold.')).toBeVisible();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await dialog.getByLabel('Gold').fill('250');
  await dialog.getByLabel('Reason').fill('Found and reported a bug');
  await dialog.getByRole('button', { name: 'Grant rewards' }).click();
  await expect(toastWith(page, 'Rewards granted successfully')).toBeVisible();
  await expect(row).toContainText('Lv. 1 · 350 gold');

  await expect(gold).toHaveText('Gold: 350');
  await player.page.context().close();
});

test('in-app Admin Panel: a player made admin in the admin area sees the tab and searches players', async ({
  page,
  browser,
}) => {
  const player = await playerInOwnBrowser(browser);
  const other = await createUser(page);
  const dashboardTabs = player.page.getByRole('tablist', { name: 'Dashboard views' });
  await expect(dashboardTabs).toHaveCount(0);

  await signIn(page, ADMIN);
  await openUserAction(page, player.user.username, 'Change Role');
  const dialog = page.getByRole('dialog', { name: `Change the role of ${player.user.username}` });
  await expect(dialog.getByRole('button', { name: 'Change role' })).toBeDisabled();
  await dialog.getByLabel('New role').selectOption('admin');
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(toastWith(page, 'User role updated successfully')).toBeVisible();

  // The player's dashboard gains the tab live (user:update carries the new role).
  await expect(dashboardTabs.getByRole('tab')).toHaveText(['Dashboard', 'Admin Panel']);
  await dashboardTabs.getByRole('tab', { name: 'Admin Panel' }).click();
  const panel = player.page.getByRole('region', { name: 'Admin Panel' });
  await expect(panel.getByText('Total Users')).toBeVisible();
  await expect(panel.getByText('Completed Today')).toBeVisible();

  await panel.getByRole('searchbox', { name: 'Search' }).fill(other.username);
  const list = panel.getByRole('list', { name: 'Players' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const row = list.getByRole('listitem', { name: other.username });
  await expect(row).toContainText(other.email);
  await expect(row.getByText('User', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: /^Details/ }).click();
  const details = player.page.getByRole('dialog', { name: 'Player details' });
  await expect(details).toContainText(other.email);
  await details.getByRole('button', { name: 'Close' }).first().click();

  await row.getByRole('button', { name: /^Grant XP\/Gold/ }).click();
  const grant = player.page.getByRole('dialog', { name: `Grant rewards to ${other.username}` });
  await grant.getByLabel('XP').fill('30');
  await grant.getByRole('button', { name: 'Grant rewards' }).click();
  await expect(toastWith(player.page, 'Rewards Granted')).toBeVisible();

  await row.getByRole('button', { name: /^Make Admin/ }).click();
  await player.page.getByRole('alertdialog').getByRole('button', { name: 'Make Admin' }).click();
  await expect(toastWith(player.page, 'Role Updated')).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Make Admin/ })).toHaveCount(0);

  // Filters: the new admin is found under the admin role, and not under the user role.
  await panel.getByLabel('Role').selectOption('user');
  await expect(panel.getByText('No players match these filters.')).toBeVisible();
  await panel.getByLabel('Role').selectOption('admin');
  await expect(list.getByRole('listitem', { name: other.username })).toBeVisible();

  // The profile has the admin tab too, and it opens first for an admin (spec: the admins' default).
  await player.page.goto('/profile');
  const profileTabs = player.page.getByRole('tablist', { name: 'Profile sections' });
  await expect(profileTabs.getByRole('tab')).toHaveText(['Profile', 'Security', 'Admin']);
  await expect(profileTabs.getByRole('tab', { name: 'Admin' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    player.page.getByRole('region', { name: 'Admin Panel' }).getByText('Total Users'),
  ).toBeVisible();
  await profileTabs.getByRole('tab', { name: 'Profile' }).click();
  await expect(player.page.getByRole('button', { name: 'Update' }).first()).toBeVisible();
  await player.page.context().close();
});

test('statistics, accounts, audit log, feature flags, and what a moderator sees', async ({
  page,
  browser,
}) => {
  const player = await playerInOwnBrowser(browser);
  await signIn(page, ADMIN);
  const main = page.getByRole('main');

  await main.getByRole('tab', { name: 'Statistics' }).click();
  for (const label of ['Total Users', 'Verified Users', 'Banned Users', 'Active Users'])
    await expect(main.getByText(label, { exact: true })).toBeVisible();
  // Live figures over the /admin namespace: at least the player above is online.
  const live = main.getByRole('region', { name: 'Live right now' });
  await expect(live.getByRole('status')).toContainText('Live');
  const online = live.getByText('Players online').locator('..');
  await expect(async () => {
    expect(Number((await online.getByRole('definition').textContent()) ?? '0')).toBeGreaterThanOrEqual(1);
  }).toPass({ timeout: 10_000 });
  await player.page.context().close();

  // A moderator account, created by the admin.
  const moderator = { username: `e2e_mod_${Date.now().toString(36)}`, password: 'moderator-password-1' };
  await main.getByRole('tab', { name: 'Admin Accounts' }).click();
  await main.getByRole('button', { name: 'Create account' }).click();
  const create = page.getByRole('dialog', { name: 'Create an admin account' });
  await expect(create.getByLabel('Role')).toHaveValue('moderator');
  await create.getByLabel('Username').fill(moderator.username);
  await create.getByLabel('Password', { exact: true }).fill(moderator.password);
  await create.getByRole('button', { name: 'Create account' }).click();
  await expect(toastWith(page, 'Account created')).toBeVisible();
  const account = main.getByRole('row').filter({ hasText: moderator.username });
  await expect(account).toContainText('Moderator');
  await expect(account).toContainText(ADMIN.username);

  await main.getByRole('tab', { name: 'Feature Flags' }).click();
  const flag = main.getByRole('listitem', { name: 'party-chat' });
  await expect(flag.getByRole('switch', { name: 'Enable party-chat' })).toBeChecked();
  // The same rollout again: the save is real (and audited) without changing anyone's chat.
  await flag.getByLabel('Rollout percentage').fill('100');
  await flag.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Feature flag updated')).toBeVisible();

  await main.getByRole('tab', { name: 'Audit Log' }).click();
  const entries = main.getByRole('table', { name: 'Audit entries' });
  await expect(entries.getByRole('row').nth(1)).toContainText('Changed a feature flag');
  await expect(entries).toContainText('Created an admin account');
  await expect(entries).toContainText(ADMIN.username);
  await expect(main.getByText(/^Page 1 of \d+$/)).toBeVisible();

  // The moderator: no admin-only tabs, and only message, ban and unban among the row actions.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await signIn(page, moderator);
  await expect(page.getByRole('banner').getByText('Moderator', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['User Management', 'Statistics']);
  await expect(main.getByText('As a moderator you can message, ban and unban players.')).toBeVisible();
  await main
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await expect(page.getByRole('menuitem')).toHaveText(['Details', 'Send Message', /^(Ban|Unban)$/]);
  await page.getByRole('menuitem', { name: 'Send Message' }).click();
  const message = page.getByRole('dialog', { name: /^Send a message to / });
  await message.getByRole('button', { name: 'Send message' }).click();
  await expect(message.getByText('Please enter a subject.')).toBeVisible();
  await message.getByLabel('Subject').fill('A friendly reminder');
  await message.getByLabel('Message').fill('Please keep the party chat kind. Thank you!');
  await expect(message.getByLabel('Priority')).toHaveValue('normal');
  await message.getByLabel('Priority').selectOption('high');
  await message.getByRole('button', { name: 'Send message' }).click();
  await expect(toastWith(page, 'Message sent successfully')).toBeVisible();
});

test('reset progress and delete: the deleted player is signed out and told so', async ({ page, browser }) => {
  const player = await playerInOwnBrowser(browser);
  const gold = player.page.getByRole('banner').locator('p[title="Gold"]');
  await signIn(page, ADMIN);

  const row = await openUserAction(page, player.user.username, 'Grant XP/Gold');
  const grant = page.getByRole('dialog', { name: `Grant rewards to ${player.user.username}` });
  await grant.getByLabel('Gold').fill('40');
  await grant.getByLabel('Reason').fill('Weekly event');
  await grant.getByRole('button', { name: 'Grant rewards' }).click();
  await expect(gold).toHaveText('Gold: 140');

  await row.getByRole('button', { name: `Actions for ${player.user.username}` }).click();
  await page.getByRole('menuitem', { name: 'Reset Progress' }).click();
  const reset = page.getByRole('dialog', { name: `Reset the progress of ${player.user.username}?` });
  await expect(reset.getByRole('radio', { name: 'Partial reset' })).toBeChecked();
  await reset.getByRole('radio', { name: 'Full reset' }).click();
  await reset.getByRole('button', { name: 'Reset progress' }).click();
  await expect(toastWith(page, 'User progress reset successfully')).toBeVisible();
  await expect(gold).toHaveText('Gold: 100');

  await row.getByRole('button', { name: `Actions for ${player.user.username}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const remove = page.getByRole('dialog', { name: `Delete the account of ${player.user.username}?` });
  await expect(remove.getByRole('button', { name: 'Delete account' })).toBeDisabled();
  await remove.getByLabel('Reason').fill('Asked us to close the account');
  await remove.getByRole('button', { name: 'Delete account' }).click();
  await expect(toastWith(page, 'User account deleted successfully')).toBeVisible();
  await expect(row.getByText('Deactivated')).toBeVisible();

  await expect(player.page.getByRole('alertdialog', { name: 'Your account has been closed' })).toBeVisible();
  await expect(player.page).toHaveURL(/\/auth$/);
  await player.page.context().close();
});

/**
 * Screens for a human to look at (`--grep @screens`): the admin area and the in-app panel in English
 * and German, at desktop width and at 375 px. Writes test-results/screens/admin-<lang>-<viewport>-*.png.
 */
test.describe('@screens admin', () => {
  let panelAdmin: TestUser;

  const shoot = (page: Page, name: string, options: { fullPage?: boolean } = {}) =>
    shootScreen(page, name, options);

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await setUpFirstAdmin(page);
    // Players to show every badge: a moderator, a banned player, and an admin for the in-app panel.
    const moderator = await createUser(page);
    const banned = await createUser(page);
    panelAdmin = await createUser(page);
    await apiCall(page, 'PATCH', `/api/admin/users/${await adminUserId(page, moderator.username)}/role`, {
      role: 'moderator',
    });
    await apiCall(page, 'POST', `/api/admin/users/${await adminUserId(page, banned.username)}/ban`, {
      reason: 'Rude messages in the party chat',
      duration: 24,
    });
    await apiCall(page, 'PATCH', `/api/admin/users/${await adminUserId(page, panelAdmin.username)}/role`, {
      role: 'admin',
    });
    await page.close();
  });

  for (const language of ['en', 'de'] as const) {
    for (const viewport of ['desktop', 'narrow'] as const) {
      test(`${language} ${viewport}`, async ({ page, browser }) => {
        const text = (language === 'en' ? en : de).admin;
        const prefix = `admin-${language}-${viewport}`;
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.addInitScript(
          (lang) => window.localStorage.setItem('adhd-planner-language', lang),
          language,
        );
        const main = page.getByRole('main');

        await page.goto(ADMIN_PATH);
        await expect(page.getByRole('heading', { name: text.area.login.title })).toBeVisible();
        await shoot(page, `${prefix}-login`);
        await page.getByRole('button', { name: text.area.login.firstTime }).click();
        await page.getByRole('button', { name: text.area.setup.create }).click();
        await expect(page.getByText(text.area.setup.passwordInvalid)).toBeVisible();
        await shoot(page, `${prefix}-setup`);

        await page.getByRole('button', { name: text.area.setup.backToLogin }).click();
        await fillCredentials(page, ADMIN, text.area.login);
        await page.getByRole('button', { name: text.area.login.signIn }).click();
        await expect(page.getByTestId('admin-username')).toHaveText(ADMIN.username);
        const actions = main.getByRole('button', { name: /^(Actions for|Aktionen für) / });
        await expect(actions.first()).toBeVisible();
        await shoot(page, `${prefix}-users`);
        await actions.first().click();
        await expect(page.getByRole('menu')).toBeVisible();
        await shoot(page, `${prefix}-users-actions`, { fullPage: false });
        await page
          .getByRole('menuitem', { name: new RegExp(`^(${text.actions.ban}|${text.actions.unban})$`) })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shoot(page, `${prefix}-users-ban`, { fullPage: false });
        await page.keyboard.press('Escape');

        await main.getByRole('tab', { name: text.area.tabs.stats }).click();
        await expect(main.locator('[data-live-state="live"]')).toBeVisible();
        const liveFigures = main
          .getByRole('region', { name: text.area.stats.liveTitle })
          .getByRole('definition');
        await expect(liveFigures.first()).not.toHaveText('–');
        await shoot(page, `${prefix}-statistics`);

        await main.getByRole('tab', { name: text.area.tabs.accounts }).click();
        await expect(main.getByRole('table')).toBeVisible();
        await shoot(page, `${prefix}-accounts`);
        await main.getByRole('button', { name: text.area.accounts.create }).click();
        await shoot(page, `${prefix}-accounts-create`, { fullPage: false });
        await page.keyboard.press('Escape');

        await main.getByRole('tab', { name: text.area.tabs.audit }).click();
        await expect(main.getByRole('table')).toBeVisible();
        await shoot(page, `${prefix}-audit-log`);

        await main.getByRole('tab', { name: text.area.tabs.flags }).click();
        await expect(main.getByRole('switch').first()).toBeVisible();
        await shoot(page, `${prefix}-feature-flags`);

        // The in-app Admin Panel of a player whose role is admin, in a browser of their own.
        const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
        const player = await context.newPage();
        await player.addInitScript(
          (lang) => window.localStorage.setItem('adhd-planner-language', lang),
          language,
        );
        await signInByApi(player, panelAdmin);
        await player.goto('/?view=admin');
        const panel = player.getByRole('region', { name: text.panel.title });
        await expect(panel.getByRole('listitem').first()).toBeVisible();
        await shoot(player, `${prefix}-in-app-panel`);
        await panel
          .getByRole('button', { name: new RegExp(`^${text.actions.grant}`) })
          .first()
          .click();
        await expect(player.getByRole('dialog')).toBeVisible();
        await shoot(player, `${prefix}-in-app-grant`, { fullPage: false });
        await context.close();
      });
    }
  }
});
