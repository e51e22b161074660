import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { toastWith } from './game-helpers.ts';
import { uniqueUser } from './helpers.ts';
import { type OpenSignupServer, startOpenSignupServer } from './open-signup-server.ts';

/**
 * The daily companion end to end, on a server of the file's own whose clock the test
 * can move (the shared server's clock must stay put for the other tests): a reminder set in the
 * New Task dialog arrives at its minute, and a daily routine done today opens again tomorrow.
 */
const clockFile = path.join(mkdtempSync(path.join(tmpdir(), 'qp-e2e-clock-')), 'offset-ms');
const test = base.extend<object, { daily: OpenSignupServer }>({
  daily: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures name their dependencies here.
    async ({}, use) => {
      writeFileSync(clockFile, '0');
      const server = await startOpenSignupServer({ clockFile });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ daily }, use) => {
    await use(daily.url);
  },
});
// One worker: the clock file is the server's, and the routine test moves it.
test.describe.configure({ mode: 'serial' });

async function register(page: Page, baseURL: string) {
  const user = uniqueUser('daily');
  const response = await page.request.post('/api/register', {
    data: user,
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/** `datetime-local` text for the next whole minute at least 20 s ahead, in the browser's zone. */
function nextMinuteInput(): { value: string; at: Date } {
  const at = new Date(Date.now() + 20_000);
  at.setSeconds(0, 0);
  at.setMinutes(at.getMinutes() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  const value = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return { value, at };
}

test('a reminder set in the New Task dialog arrives at its minute: a calm toast and the bell', async ({
  page,
  daily,
}) => {
  test.setTimeout(150_000);
  await register(page, daily.url);
  await page.goto('/tasks');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'New Task' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await dialog.getByLabel('Title').fill('Call the pharmacy');
  await dialog.getByRole('radio', { name: 'Pick a time' }).click();
  const { value, at } = nextMinuteInput();
  await dialog.getByLabel('Reminder time').fill(value);
  await expect(dialog.getByText(/^We’ll nudge you /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Nothing before its time; then one reminder, live, within seconds of the minute.
  const arrived = toastWith(page, 'Reminder: Call the pharmacy');
  await expect(arrived).toBeVisible({ timeout: at.getTime() - Date.now() + 20_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await expect(arrived).toContainText('Your task is ready whenever you are.');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(
    'Reminder: Call the pharmacy',
  );
});

test('a daily routine done today waits until tomorrow, then opens again and pays again', async ({
  page,
  daily,
}) => {
  test.setTimeout(120_000);
  await register(page, daily.url);
  await page.goto('/quests');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'New Quest' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Quest' });
  await dialog.getByLabel('Title').fill('Stretch for five minutes');
  await dialog.getByLabel('Difficulty').selectOption('easy');
  await dialog.getByLabel('Routine').selectOption('daily');
  await dialog.getByRole('button', { name: 'Create Quest' }).click();
  await expect(dialog).toBeHidden();

  const routine = main.getByRole('article', { name: 'Stretch for five minutes' });
  await expect(routine).toContainText('Every day');
  await routine.getByRole('button', { name: 'Complete “Stretch for five minutes”' }).click();
  await expect(toastWith(page, 'Quest Complete!')).toContainText('You earned 10 XP and 5 gold.');
  await expect(main.getByRole('region', { name: 'Completed Today' })).toContainText(
    'Stretch for five minutes',
  );
  await expect(routine).toHaveCount(0);

  // A day later (the server's clock moves 24 h on), the routine is open again and pays again.
  writeFileSync(clockFile, String(24 * 60 * 60 * 1000));
  try {
    await page.reload();
    await expect(routine).toBeVisible();
    await routine.getByRole('button', { name: 'Complete “Stretch for five minutes”' }).click();
    await expect(toastWith(page, 'Quest Complete!')).toContainText('You earned 10 XP and 5 gold.');
  } finally {
    writeFileSync(clockFile, '0');
  }
});
