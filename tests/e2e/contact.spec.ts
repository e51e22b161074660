import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { usersPageSchema } from '../../protocol/api/admin.ts';
import { ADMIN_PATH, expectAccessible, signInAsAdmin } from './a11y-helpers.ts';
import { apiCall, toastWith } from './game-helpers.ts';
import { createUser, signInByApi, type TestUser } from './helpers.ts';

/**
 * 'Contact the team': the contact page reaches the admin area's Messages list, for a
 * visitor and for a player whose account was just suspended (who has no session any more).
 */

const note = (what: string) => `${what} ${randomBytes(3).toString('hex')}`;

async function openMessages(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.goto(`${ADMIN_PATH}/dashboard?tab=messages`);
  await expect(page.getByRole('heading', { name: 'Messages', level: 2 })).toBeVisible();
}

/** One message of the admin list, found by its text. */
const messageItem = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Messages to the team' }).getByRole('article').filter({ hasText: text });

async function playerInOwnBrowser(browser: Browser): Promise<{ page: Page; user: TestUser }> {
  const page = await (await browser.newContext()).newPage();
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Live updates: connected' })).toBeVisible();
  return { page, user };
}

test('a visitor writes to the team; a failed send keeps the text; the admin marks it handled', async ({
  page,
}) => {
  const text = note('The reminders arrive twice on my phone.');
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { name: 'Contact the team', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Contact the team · Quest Planner');

  // Nothing filled in: each field says what it needs, and the focus goes to the first one.
  const email = page.getByLabel('Your email address');
  const message = page.getByLabel('Your message');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter an email address we can answer to')).toBeVisible();
  await expect(page.getByText('Please write a few words, so the team knows how to help.')).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill('visitor@example.com');
  await page.getByRole('radio', { name: 'Something is not working' }).click();
  await message.fill(text);

  // The connection drops while sending: said in plain words, and nothing typed is lost.
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Send message' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Your message was not sent' });
  await expect(failed).toContainText('Your text is still here');
  await expect(failed).not.toContainText('Failed to fetch');
  await expect(email).toHaveValue('visitor@example.com');
  await expect(message).toHaveValue(text);
  await page.unroute('**/api/contact');

  await page.getByRole('button', { name: 'Send message' }).click();
  const sent = page.getByRole('heading', { name: 'Thanks — the team will answer by email', level: 1 });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'We will write to visitor@example.com',
  );

  // The admin area: the message is there, open, without an account; 'Mark handled' is audited.
  await openMessages(page);
  const item = messageItem(page, text);
  await expect(item).toContainText('From visitor@example.com');
  await expect(item).toContainText('Something is not working');
  await expect(item).toContainText('No account with this address');
  await expect(item.getByText('Open', { exact: true })).toBeVisible();
  await expect(item.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    /^mailto:visitor%40example\.com\?subject=/,
  );
  await expectAccessible(page, 'admin messages');
  await item.getByRole('button', { name: 'Mark handled' }).click();
  await expect(toastWith(page, 'Message marked as handled')).toBeVisible();
  await expect(item.getByText(/^Handled /)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
  await expect(item.getByRole('heading', { level: 3 })).toBeFocused();

  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await expect(page.getByRole('table', { name: 'Audit entries' })).toContainText('Handled a message');
});

test('a suspended player’s “Contact the team” opens the form about the account; the admin sees whose it is', async ({
  page,
  browser,
}) => {
  const player = await playerInOwnBrowser(browser);
  await signInAsAdmin(page);
  const found = usersPageSchema.parse(
    await (await page.request.get(`/api/admin/users?search=${player.user.username}`)).json(),
  );
  const id = found.users[0]?.id ?? '';
  await apiCall(page, 'POST', `/api/admin/users/${id}/ban`, {
    reason: 'Spam in the clan chat',
    duration: 24,
  });

  const dialog = player.page.getByRole('alertdialog', { name: 'Your account has been banned' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Contact the team' }).click();
  await expect(player.page).toHaveURL(/\/contact\?topic=account$/);
  await expect(dialog).toBeHidden();
  // Signed out now: the address is empty, the topic is the suspension, the words fit it.
  await expect(player.page.getByLabel('Your email address')).toHaveValue('');
  await expect(player.page.getByRole('radio', { name: 'My account was suspended or closed' })).toBeChecked();
  await expect(player.page.getByText('If your account was suspended or closed')).toBeVisible();
  await expect(player.page.getByText('Please use the address of your account')).toBeVisible();

  const text = note('I think the ban was a mistake: I only shared a link to my guide.');
  await player.page.getByLabel('Your email address').fill(player.user.email);
  await player.page.getByLabel('Your message').fill(text);
  await player.page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    player.page.getByRole('heading', { name: 'Thanks — the team will answer by email' }),
  ).toBeVisible();

  await page.goto(`${ADMIN_PATH}/dashboard?tab=messages`);
  const item = messageItem(page, text);
  await expect(item).toContainText('Account suspended or closed');
  await expect(item).toContainText('Banned');
  await expect(item).toContainText('same email address');
  // The link to the player: User Management, searched for their account.
  await item.getByRole('link', { name: `Show ${player.user.username} in User Management` }).click();
  await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(player.user.email);
  await expect(page.getByRole('main').getByText(player.user.username).first()).toBeVisible();
  await player.page.context().close();
});

test('a signed-in player finds their address filled in and their account named', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/contact');
  await expect(page.getByLabel('Your email address')).toHaveValue(user.email);
  await expect(page.getByText(`You are signed in as ${user.username}`)).toBeVisible();
  await expect(
    page.getByRole('radiogroup', { name: 'What is it about?' }).getByRole('radio', { checked: true }),
  ).toHaveText('Something else');
});

test('the Impressum points to the contact form, its details still to follow', async ({ page }) => {
  await page.goto('/impressum');
  await expect(page.getByText('Email address and telephone number: to follow.')).toBeVisible();
  await page.getByRole('link', { name: 'Write to the team' }).click();
  await expect(page.getByRole('heading', { name: 'Contact the team', level: 1 })).toBeVisible();
});

for (const [name, viewport] of [
  ['wide', { width: 1280, height: 800 }],
  ['375 px', { width: 375, height: 812 }],
] as const) {
  test(`the contact page is accessible (${name}), also with its errors`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/contact?topic=account');
    await expect(page.getByRole('heading', { name: 'Contact the team', level: 1 })).toBeVisible();
    await expectAccessible(page, `/contact (${name})`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please write a few words')).toBeVisible();
    await expectAccessible(page, `/contact errors (${name})`);
    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
