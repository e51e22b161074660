import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiCall, createTaskByApi, toastWith } from './game-helpers.ts';
import { createUser, signInByApi, type TestUser } from './helpers.ts';

/**
 * The daily companion (DESIGN 9) in the browser: the focus timer in the header on every
 * screen, focus together in a party across two browsers, and the notification settings in Profile.
 * The e2e server's focus sessions last 30 s (playwright.config.ts).
 */

async function player(browser: Browser): Promise<{ page: Page; user: TestUser; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const user = await createUser(page);
  await signInByApi(page, user);
  return { page, user, close: () => context.close() };
}

test('a running focus session shows in the header and the tab title on any screen, and ends by itself', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  const taskId = await createTaskByApi(page, { title: 'Write the secret plan' });
  await page.goto('/quests');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('header-focus-timer')).toHaveCount(0);

  await apiCall(page, 'POST', '/api/focus-sessions', { taskId });
  await page.reload();
  const timer = page
    .getByRole('banner')
    .getByRole('link', { name: /^Focus, 00:([0-2]\d|30) left\. Open focus mode$/ });
  await expect(timer).toBeVisible();
  // Its link leads to focus mode on the task list.
  await expect(timer).toHaveAttribute('href', '/tasks#focus-title');
  await expect(page).toHaveTitle(/^00:([0-2]\d|30) · Focus · Quest Planner$/);

  // At zero the header closes the session (the player never opened focus mode), says so, and the
  // page gets its own title back.
  await expect(toastWith(page, 'Focus session complete!')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('header-focus-timer')).toHaveCount(0);
  await expect(page).not.toHaveTitle(/Focus/);
  const task = await page.request
    .get('/api/tasks')
    .then((r) => r.json() as Promise<{ completed: boolean }[]>);
  expect(task[0]?.completed).toBe(true);
});

test('focus together: a party member sees who is focusing and until when, live, and joins in', async ({
  browser,
}) => {
  test.slow();
  const ana = await player(browser);
  const ben = await player(browser);
  const party = (await apiCall(ana.page, 'POST', '/api/parties', {
    name: `Focus Friends ${ana.user.username.slice(-4)}`,
  })) as { id: string };
  await apiCall(ben.page, 'POST', `/api/parties/${party.id}/join`);

  // Both watch the party; sessions last 30 s on the e2e server, so each step is checked live.
  await ana.page.goto('/boss-fight');
  await ben.page.goto('/boss-fight');
  const rowOf = (page: Page, username: string) =>
    page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: username });
  const benRow = rowOf(ana.page, ben.user.username);
  await expect(benRow).toBeVisible();
  await expect(benRow.getByTestId('member-focus')).toHaveCount(0);
  const taskId = await createTaskByApi(ben.page, { title: 'Private tax letter' });

  // Ben starts on a task whose title nobody else may see; Ana sees it without a reload.
  await apiCall(ben.page, 'POST', '/api/focus-sessions', { taskId });
  await expect(benRow.getByTestId('member-focus')).toContainText(/^Focusing until /);
  await expect(ana.page.getByText('Private tax letter')).toHaveCount(0);

  // Ana joins in with one click: her own session starts and her header counts down.
  await benRow.getByRole('button', { name: `Focus together with ${ben.user.username}` }).click();
  await expect(toastWith(ana.page, `You’re focusing alongside ${ben.user.username}`)).toBeVisible();
  await expect(ana.page.getByTestId('header-focus-timer')).toBeVisible();
  // Already focusing: no button to start a second session.
  await expect(benRow.getByRole('button', { name: /^Focus together/ })).toHaveCount(0);
  // Ben, on his own screen, sees Ana focusing beside him, live.
  await expect(rowOf(ben.page, ana.user.username).getByTestId('member-focus')).toContainText(
    /^Focusing until /,
  );

  await ana.close();
  await ben.close();
});

test('Profile: which nudges come by push and quiet hours are saved; the focus sound is this device’s choice', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(card).toBeVisible();
  const reminders = card.getByRole('switch', { name: 'Reminders' });
  await expect(reminders).toBeChecked();
  await expect(card.getByRole('switch', { name: 'Achievements' })).not.toBeChecked();

  await reminders.click();
  await expect(toastWith(page, 'Notification settings saved')).toBeVisible();
  await card.getByRole('switch', { name: 'Quiet hours' }).click();
  await expect(card.getByLabel('From', { exact: true })).toHaveValue('22:00');
  await expect(card.getByLabel('To', { exact: true })).toHaveValue('07:00');
  await card.getByLabel('To', { exact: true }).fill('06:30');
  await card.getByLabel('To', { exact: true }).blur();
  await expect
    .poll(async () => {
      const me = (await page.request.get('/api/user').then((r) => r.json())) as {
        notificationPrefs: { push: { reminder: boolean }; quietHours: { start: string; end: string } | null };
      };
      return me.notificationPrefs;
    })
    .toMatchObject({ push: { reminder: false }, quietHours: { start: '22:00', end: '06:30' } });

  await card.getByRole('switch', { name: 'Soft sound when a focus session ends' }).click();
  await page.reload();
  await expect(card.getByRole('switch', { name: 'Reminders' })).not.toBeChecked();
  await expect(card.getByLabel('To', { exact: true })).toHaveValue('06:30');
  await expect(card.getByRole('switch', { name: 'Soft sound when a focus session ends' })).toBeChecked();
});
