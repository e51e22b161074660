import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { toastWith } from './game-helpers.ts';
import { uniqueUser } from './helpers.ts';
import { type OpenSignupServer, startOpenSignupServer } from './open-signup-server.ts';
import { shootScreen } from './screens.ts';

/**
 * The first five minutes: a newcomer goes from the landing page to a completed first
 * quest in at most 3 clicks (typing is not a click; Enter submits), on a laptop and on a phone.
 *
 * Runs against its own server with e-mail verification off (tests/e2e/open-signup-server.ts): with
 * verification required, the path goes through a mail client, which is another story.
 *
 * Clicks are counted twice: by the test (every `click()` goes through `clickCounted`) and by the page
 * (every trusted pointerdown, kept in sessionStorage across reloads); both must agree.
 */
const test = base.extend<object, { openServer: OpenSignupServer }>({
  openServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures name their dependencies here.
    async ({}, use) => {
      const server = await startOpenSignupServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ openServer }, use) => {
    await use(openServer.url);
  },
});

const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const MAX_CLICKS = 3;

async function countPagePointerDowns(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener(
      'pointerdown',
      (event) => {
        if (!event.isTrusted) return;
        const count = Number(sessionStorage.getItem('qp-test-clicks') ?? '0') + 1;
        sessionStorage.setItem('qp-test-clicks', String(count));
      },
      { capture: true },
    );
  });
}

async function pagePointerDowns(page: Page): Promise<number> {
  return await page.evaluate(() => Number(sessionStorage.getItem('qp-test-clicks') ?? '0'));
}

function focusedElement(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      isBody: !active || active === document.body,
      tag: active?.tagName.toLowerCase() ?? null,
      label: active?.getAttribute('aria-label') ?? active?.id ?? null,
    };
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a newcomer completes a first quest within 3 clicks of the landing page', async ({ page }) => {
      test.setTimeout(90_000);
      const user = uniqueUser('first');
      const questTitle = 'Drink a glass of water';
      let clicks = 0;
      const clickCounted = async (locator: Locator) => {
        clicks += 1;
        await locator.click();
      };
      await countPagePointerDowns(page);
      const started = Date.now();

      // The landing page: Get Started opens the auth screen on Register, its e-mail field focused.
      await page.goto('/');
      await clickCounted(page.getByRole('link', { name: 'Get Started' }));
      await expect(page).toHaveURL(/\/auth/);
      await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
      const email = page.getByLabel('Email');
      await expect(email).toBeFocused();

      // Typing is not a click: e-mail, Tab, username, Tab, password, Enter.
      await page.keyboard.type(user.email);
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Username')).toBeFocused();
      await page.keyboard.type(user.username);
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
      await page.keyboard.type(user.password);
      await page.keyboard.press('Enter');

      // The dashboard greets a new player as new, and offers the quick add, focused.
      await expect(page).toHaveURL(/\/$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: `Welcome, ${user.username}!` })).toBeVisible();
      await expect(main.getByText('Welcome back')).toHaveCount(0);
      const quickAdd = main.getByLabel('Add a quest');
      await expect(quickAdd).toBeFocused();
      await page.keyboard.type(questTitle);
      await page.keyboard.press('Enter');

      // The new quest shows with its Complete button, in view without scrolling; the quick add
      // keeps the focus, empty, for the next one (Complete is focused by the player only).
      const completeButton = main.getByRole('button', { name: `Complete “${questTitle}”` });
      await expect(completeButton).toBeInViewport({ ratio: 1 });
      await expect(quickAdd).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(main.getByText('Easy', { exact: true })).toBeVisible();
      await expect(quickAdd).toHaveValue('');

      await clickCounted(completeButton);

      // What happened, in words: XP and gold (a newcomer is in no party: no boss line).
      const toast = toastWith(page, 'Quest Complete!');
      await expect(toast).toContainText('You earned 10 XP and 5 gold.');
      await expect(toast).not.toContainText('boss');
      await expect(page.getByRole('banner').locator('p[title="Gold"]')).toHaveText('Gold: 105');
      await expect(completeButton).toHaveCount(0);
      await expect(main.getByText('10 / 75 XP')).toBeVisible();

      // Focus stays on a sensible control: nothing else is open, so the quick add, ready for more.
      await expect(quickAdd).toBeFocused();
      const focused = await focusedElement(page);
      expect(focused.isBody).toBe(false);

      expect(clicks).toBeLessThanOrEqual(MAX_CLICKS);
      expect(await pagePointerDowns(page)).toBe(clicks);
      test.info().annotations.push({
        type: 'first quest',
        description: `${clicks} clicks, ${Math.round((Date.now() - started) / 1000)} s at ${viewport.width}x${viewport.height}`,
      });
      console.log(
        `first quest at ${viewport.width}x${viewport.height}: ${clicks} clicks, ${Date.now() - started} ms`,
      );
    });
  });
}

/** Registers on the open server through its API (verification is off: the session starts at once). */
async function registerByApi(page: Page, baseURL: string) {
  const user = uniqueUser('hall');
  const response = await page.request.post('/api/register', {
    data: user,
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

async function post(page: Page, baseURL: string, path: string, data: unknown) {
  const response = await page.request.post(path, {
    data,
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

test('in a party, the completion says the boss damage; a level-up gets its own dialog, focus comes back', async ({
  page,
  openServer,
}) => {
  const user = await registerByApi(page, openServer.url);
  await post(page, openServer.url, '/api/parties', { name: `First Five ${user.username.slice(-4)}` });
  // A legendary quest (100 XP) takes a new player past level 1.
  await post(page, openServer.url, '/api/quests', { title: 'Clear the hallway', difficulty: 'legendary' });
  await page.goto('/');
  const main = page.getByRole('main');
  // Returning players are welcomed back only once they have done something: this one has not yet.
  await expect(main.getByRole('heading', { level: 1, name: `Welcome, ${user.username}!` })).toBeVisible();

  // The quick add, by keyboard: Enter adds an easy quest above the legendary one; the field keeps
  // the focus, and the player moves to its Complete.
  await main.getByLabel('Add a quest').fill('Open the window');
  await main.getByLabel('Add a quest').press('Enter');
  const easy = main.getByRole('button', { name: 'Complete “Open the window”' });
  await expect(main.getByLabel('Add a quest')).toBeFocused();
  await easy.focus();

  // Completing the easy one: the boss line joins XP and gold; focus moves to the next quest's row,
  // one Tab from its Complete.
  await easy.press('Enter');
  const toast = toastWith(page, 'Quest Complete!');
  await expect(toast).toContainText('You earned 10 XP and 5 gold.');
  await expect(toast).toContainText(/It hit your party's boss for \d+ damage/);
  await expect(main.getByRole('listitem', { name: 'Clear the hallway' })).toBeFocused();
  await page.keyboard.press('Tab');
  const legendary = main.getByRole('button', { name: 'Complete “Clear the hallway”' });
  await expect(legendary).toBeFocused();

  // The legendary one levels up: a dialog that stays, not a sentence in a toast.
  await legendary.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Level up!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You reached level 2.');
  await expect(dialog).toContainText('Lv. 2');
  await expect(toastWith(page, 'Quest Complete!')).toContainText('You earned 100 XP and 75 gold.');
  await expect(toastWith(page, 'Level up')).toHaveCount(0);
  await page.waitForTimeout(5500);
  // Still there after the toast's time: it waits for the player.
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  // Nothing open is left: focus is back on the quick add, not on <body>.
  await expect(main.getByLabel('Add a quest')).toBeFocused();
  await expect(page.getByRole('banner').getByText('Lv. 2')).toBeVisible();
});

test('the level-up dialog keeps still under reduced motion', async ({ page, openServer }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await registerByApi(page, openServer.url);
  await post(page, openServer.url, '/api/quests', { title: 'Answer one e-mail', difficulty: 'legendary' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Complete “Answer one e-mail”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Level up!' });
  await expect(dialog).toBeVisible();
  const animations = await dialog.evaluate((element) =>
    element
      .getAnimations({ subtree: true })
      .map((animation) => (animation.effect?.getTiming().duration as number) ?? 0),
  );
  expect(animations.every((duration) => duration <= 1)).toBe(true);
});

for (const language of ['en', 'de'] as const) {
  test(`@screens dashboard of a newcomer and the first-quest moments (${language})`, async ({
    page,
    openServer,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript((lang) => window.localStorage.setItem('adhd-planner-language', lang), language);
    await registerByApi(page, openServer.url);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await shootScreen(page, `first-quest-${language}-${viewport.name}-dashboard-empty`, {
        fullPage: false,
      });
    }
    await post(page, openServer.url, '/api/quests', { title: 'Water the plants', difficulty: 'easy' });
    await post(page, openServer.url, '/api/quests', { title: 'Clear the hallway', difficulty: 'legendary' });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      await shootScreen(page, `first-quest-${language}-${viewport.name}-dashboard-quests`, {
        fullPage: false,
      });
    }
    await page
      .getByRole('main')
      .getByRole('button', { name: /Clear the hallway/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shootScreen(page, `first-quest-${language}-phone-level-up`, { fullPage: false, settleMs: 600 });
  });
}
