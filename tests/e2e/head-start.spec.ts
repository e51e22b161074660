import { expect, type Page, test } from '@playwright/test';
import { createUser, signInByApi } from './helpers.ts';

/**
 * The page's head start (client/src/app/head-start.ts, for the first paint): a tiny classic script in
 * the head asks for what the first render waits for (the session and the dashboard's first reads,
 * the player's code, the language's texts) while React is still downloading, instead of once the
 * app's entry has run, and shows a visitor the landing page index.html carries
 * (scripts/build/first-paint.ts). Here React's chunk is held back a second: what the head start asks
 * for goes out before it arrives, and the visitor sees the landing page before it.
 */

const FRAMEWORK = /\/assets\/framework-[^/]+\.js$/;
/** The landing page's title in each language (client/src/i18n/locales). */
const LANDING_TITLE = {
  en: 'Plan less. Start more. Level up.',
  de: 'Weniger planen. Mehr anfangen. Aufsteigen.',
};
const HOLD_MS = 1000;

/**
 * Holds React's chunk back (a second, or until `release()` when the test looks at the page in the
 * meantime: a busy machine may take longer than a second to show it), and records which requests
 * start before it is let through.
 */
async function recordBeforeFramework(
  page: Page,
  { untilReleased = false } = {},
): Promise<{ events: string[]; release: () => void }> {
  const events: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!FRAMEWORK.test(url.pathname)) events.push(url.pathname);
  });
  await page.route(FRAMEWORK, async (route) => {
    await (untilReleased ? released : new Promise((resolve) => setTimeout(resolve, HOLD_MS)));
    events.push('framework released');
    await route.continue();
  });
  return { events, release };
}

const before = (events: string[], match: RegExp) => {
  const at = events.findIndex((path) => match.test(path));
  return at >= 0 && at < events.indexOf('framework released');
};

test('a signed-in page asks for the session and the player’s code before React has arrived', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  const { events } = await recordBeforeFramework(page);

  // Any page but the dashboard, which the server renders with its answers (the next test).
  await page.goto('/quests');
  await expect(
    page.getByRole('heading', { level: 1, name: `Ready for your next quest, ${user.username}?` }),
  ).toBeVisible();

  expect(before(events, /^\/api\/auth\/user$/), events.join(', ')).toBe(true);
  expect(before(events, /^\/assets\/player-[^/]+\.js$/), events.join(', ')).toBe(true);
});

test('a player’s dashboard is painted from the server’s markup before React has arrived, and React takes it over', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const { events, release } = await recordBeforeFramework(page, { untilReleased: true });

  await page.goto('/', { waitUntil: 'commit' });
  // Painted, and inert until React takes it over (so not yet in the accessibility tree).
  const heading = page.locator('main h1');
  await expect(heading).toHaveText(`Welcome, ${user.username}!`);
  await expect(page.locator('#root > [inert]')).toHaveCount(1);
  expect(events).not.toContain('framework released');
  // Its answers are in the page: nothing is read from the API before React.
  expect(events.filter((path) => path.startsWith('/api/'))).toEqual([]);
  // The landing page index.html carries never shows to a player.
  await expect(page.getByRole('heading', { name: LANDING_TITLE.en })).toHaveCount(0);

  // Marks the painted heading: hydration keeps the server's nodes.
  await heading.evaluate((element) => Object.assign(element, { paintedByServer: true }));
  // A player who scrolls down before React has arrived stays there (its first frame would reset it).
  await page.evaluate(() => window.scrollTo(0, 600));
  const cardsRead = page.waitForResponse((response) => response.url().endsWith('/api/tasks'));
  release();
  await cardsRead;
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  // A newcomer's next step has the focus, as on a dashboard React rendered itself.
  await expect(page.getByLabel('Add a quest')).toBeFocused();
  await page.getByLabel('Add a quest').fill('Water the plants');
  await page.getByLabel('Add a quest').press('Enter');
  await expect(page.getByText('Water the plants', { exact: true })).toBeVisible();
  expect(await heading.evaluate((element) => 'paintedByServer' in element)).toBe(true);
  expect(errors).toEqual([]);
});

test('a player who chose another language on this device gets the dashboard in it, rendered by the page', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  // The server follows the browser's languages (English here); the device's own choice is French.
  await page.addInitScript(() => window.localStorage.setItem('adhd-planner-language', 'fr'));
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Bienvenue, ${user.username}`) }),
  ).toBeVisible();
  await expect(page.locator('#root h1')).toHaveCount(1);
});

/**
 * Opens `/` for a visitor with React held back: the landing page in `language` is painted from
 * index.html before React arrives, then React takes it over and its start link works.
 */
async function landingBeforeReact(page: Page, language: keyof typeof LANDING_TITLE, startLink: string) {
  const { events, release } = await recordBeforeFramework(page, { untilReleased: true });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root h1').filter({ visible: true })).toHaveText(LANDING_TITLE[language]);
  expect(events).not.toContain('framework released');
  release();
  await expect(page.getByRole('link', { name: startLink })).toBeVisible();
  return events;
}

test('a visitor’s first page asks for its texts before React has arrived, and nothing from the API', async ({
  page,
}) => {
  const events = await landingBeforeReact(page, 'en', 'Get Started');
  await page.waitForLoadState('networkidle');

  expect(before(events, /^\/assets\/en-[^/]+\.js$/), events.join(', ')).toBe(true);
  expect(events.filter((path) => path.startsWith('/api/'))).toEqual([]);
});

test('a visitor whose browser speaks German sees the landing page in German before React has arrived', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await landingBeforeReact(page, 'de', 'Jetzt loslegen');
  // React took the shown copy over: one page, the other languages' copies gone, and it works.
  await expect(page.locator('#root h1')).toHaveCount(1);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_TITLE.en);
  await context.close();
});
