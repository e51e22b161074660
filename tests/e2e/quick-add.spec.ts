import { expect, type Page, test } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '../../protocol/limits.ts';
import { expectAccessible } from './a11y-helpers.ts';
import { toastWith } from './game-helpers.ts';
import { appReady, createUser, signInByApi } from './helpers.ts';
import { shootScreen, VIEWPORTS } from './screens.ts';

/**
 * The one-line quick add (DESIGN section 13): typed in the player's language, what it understood
 * is shown as they type, one part can be undone, and one Enter adds the quest or task with it.
 */

test.use({ timezoneId: 'Europe/Berlin' });

interface Item {
  title: string;
  dueDate: string | null;
  remindAt: string | null;
  recurrence?: string | null;
  priority?: string;
}

async function signedIn(page: Page, language: 'en' | 'de'): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    LANGUAGE_STORAGE_KEY,
    language,
  ] as const);
  const user = await createUser(page);
  await signInByApi(page, user);
  const res = await page.request.patch('/api/user', { data: { language, timezone: 'Europe/Berlin' } });
  expect(res.status()).toBe(200);
}

async function listed(page: Page, path: '/api/quests' | '/api/tasks'): Promise<Item[]> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()) as Item[];
}

/** The wall clock in Berlin of a moment: 'Sat 09:00'. */
const berlin = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
const tomorrowInBerlin = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'short' }).format(
    new Date(Date.now() + 86_400_000),
  );

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`German on the dashboard: a day, a time and a priority understood, the priority undone (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signedIn(page, 'de');
    await page.goto('/');
    await appReady(page);
    const main = page.getByRole('main');
    const field = main.getByRole('textbox', { name: 'Eine Quest hinzufügen', exact: true });
    await field.fill('Zahnarzt anrufen morgen um 9 p1');

    const understood = main.locator('#quick-quest-title-understood');
    await expect(understood.getByRole('listitem')).toHaveCount(3);
    await expect(understood).toContainText('Tag:');
    await expect(understood).toContainText('Uhrzeit: 9:00');
    await expect(understood).toContainText('Priorität: Hoch');
    // The parts are marked in the line itself too.
    await expect(main.locator('mark')).toHaveText(['morgen', 'um 9', 'p1']);
    await shootScreen(page, `quick-add-de-${size}`, { fullPage: false });
    await expectAccessible(page, `quick add, understood (de, ${size})`);

    await understood.getByRole('button', { name: 'Keine Priorität: „p1“ bleibt im Titel' }).click();
    await expect(understood.getByRole('listitem')).toHaveCount(2);
    await expect(understood).not.toContainText('Priorität');
    await field.press('Enter');
    await expect(field).toHaveValue('');

    await expect
      .poll(async () => (await listed(page, '/api/quests')).map((q) => q.title))
      .toContain('Zahnarzt anrufen p1');
    const quest = (await listed(page, '/api/quests')).find((q) => q.title === 'Zahnarzt anrufen p1')!;
    expect(quest.remindAt).not.toBeNull();
    expect(quest.dueDate).toBe(quest.remindAt);
    expect(berlin(quest.remindAt!)).toBe(`${tomorrowInBerlin()} 09:00`);
  });

  test(`English on the Quest Board and Tasks: a routine and a priority go with the new item (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signedIn(page, 'en');
    await page.goto('/quests');
    await appReady(page);
    const main = page.getByRole('main');
    const board = main.getByLabel('Add a quest', { exact: true });
    await board.fill('Water the plants every day ~10m');
    const understood = main.locator('#board-quick-add-understood');
    await expect(understood).toContainText('Routine: Every day');
    await expect(understood).toContainText('Estimate: ~10 min');
    await expectAccessible(page, `quick add on the Quest Board (${size})`);
    await board.press('Enter');
    await expect
      .poll(
        async () =>
          (await listed(page, '/api/quests')).find((q) => q.title === 'Water the plants')?.recurrence,
      )
      .toBe('daily');

    await page.goto('/tasks');
    await appReady(page);
    const tasks = main.getByLabel('Add a task', { exact: true });
    await tasks.fill('Reply to the landlord tomorrow 5pm p1');
    await expect(main.locator('#task-quick-add-understood')).toContainText('Priority: High');
    await shootScreen(page, `quick-add-tasks-en-${size}`, { fullPage: false });
    await expectAccessible(page, `quick add on Tasks (${size})`);
    await tasks.press('Enter');
    await expect(tasks).toHaveValue('');
    await expect
      .poll(async () => (await listed(page, '/api/tasks')).find((t) => t.title === 'Reply to the landlord'))
      .toMatchObject({ priority: 'high' });
    const task = (await listed(page, '/api/tasks')).find((t) => t.title === 'Reply to the landlord')!;
    expect(berlin(task.remindAt!)).toBe(`${tomorrowInBerlin()} 17:00`);
  });
}

test('a line that is only a day is not added: it says what is missing and keeps the line', async ({
  page,
}) => {
  await signedIn(page, 'en');
  await page.goto('/');
  await appReady(page);
  const field = page.getByRole('main').getByLabel('Add a quest', { exact: true });
  await field.fill('tomorrow');
  await expect(page.locator('#quick-quest-title-understood')).toContainText('Day:');
  await field.press('Enter');
  await expect(page.getByText('Add what you want to do, not only when.')).toBeVisible();
  await expect(field).toHaveValue('tomorrow');
  expect(await listed(page, '/api/quests')).toEqual([]);
});

test('text shared from another app opens the quick add filled in, and one Enter adds it', async ({
  page,
}) => {
  await signedIn(page, 'en');
  await page.goto('/share?title=Buy%20stamps&text=for%20the%20letters%20tomorrow&url=');
  await appReady(page);
  await expect(page).toHaveURL(/\/$/);
  const field = page.getByRole('main').getByLabel('Add a quest', { exact: true });
  await expect(field).toHaveValue('Buy stamps for the letters tomorrow');
  await expect(field).toBeFocused();
  await expect(page.locator('#quick-quest-title-understood')).toContainText('Day:');
  await field.press('Enter');
  await expect
    .poll(async () => (await listed(page, '/api/quests')).map((q) => q.title))
    .toEqual(['Buy stamps for the letters']);
});

test('keyboard: n puts the cursor in a quick add, ? lists the shortcuts, f starts and pauses focus, never while typing', async ({
  page,
}) => {
  await signedIn(page, 'en');
  await page.goto('/quests');
  await appReady(page);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('n');
  const board = page.getByRole('main').getByLabel('Add a quest', { exact: true });
  await expect(board).toBeFocused();
  // Typed into the field, 'n' and 'f' are letters.
  await page.keyboard.type('fn');
  await expect(board).toHaveValue('fn');
  await expect(page.getByTestId('header-focus-timer')).toHaveCount(0);

  // A screen without a quick add: 'n' goes to the dashboard's.
  await page.goto('/character');
  await appReady(page);
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByLabel('Add a quest', { exact: true })).toBeFocused();

  await page.getByRole('main').getByLabel('Add a quest', { exact: true }).blur();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Start focus, or pause and resume it');
  await expectAccessible(page, 'keyboard shortcuts dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('f');
  await expect(toastWith(page, 'Focus started')).toBeVisible();
  await expect(page.getByTestId('header-focus-timer')).toBeVisible();
  await page.keyboard.press('f');
  await expect(toastWith(page, 'Focus paused')).toBeVisible();
  const session = await page.request.get('/api/focus-sessions/current');
  expect(((await session.json()) as { status: string }).status).toBe('paused');
});

test('the microphone fills the quick add where the browser recognises speech, and is not there where it cannot', async ({
  browser,
}) => {
  const speaking = await browser.newContext({ timezoneId: 'Europe/Berlin' });
  const page = await speaking.newPage();
  // The speech service is the outside world: a stand-in that hears one line.
  await page.addInitScript(() => {
    class HeardLine {
      lang = '';
      interimResults = false;
      maxAlternatives = 1;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: 'call mom tomorrow' }]] });
          this.onend?.();
        }, 50);
      }
      stop() {
        this.onend?.();
      }
    }
    Object.assign(window, { SpeechRecognition: HeardLine, webkitSpeechRecognition: HeardLine });
  });
  await signedIn(page, 'en');
  await page.goto('/');
  await appReady(page);
  await page.getByRole('button', { name: 'Say the line' }).click();
  const field = page.getByRole('main').getByLabel('Add a quest', { exact: true });
  await expect(field).toHaveValue('call mom tomorrow');
  await expect(page.locator('#quick-quest-title-understood')).toContainText('Day:');
  await speaking.close();

  const silent = await browser.newContext();
  const other = await silent.newPage();
  await other.addInitScript(() => {
    Object.assign(window, { SpeechRecognition: undefined, webkitSpeechRecognition: undefined });
  });
  await signedIn(other, 'en');
  await other.goto('/');
  await appReady(other);
  await expect(other.getByRole('main').getByLabel('Add a quest', { exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Say the line' })).toHaveCount(0);
  await silent.close();
});
