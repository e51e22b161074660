import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Where the server under test writes its mails (chosen in playwright.config.ts). */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
  return url;
}

export interface TestUser {
  email: string;
  username: string;
  password: string;
}

/** A user nobody else uses: every test gets its own. */
export function uniqueUser(prefix = 'hero'): TestUser {
  const suffix = randomBytes(5).toString('hex');
  return {
    email: `${prefix}-${suffix}@example.com`,
    username: `${prefix}_${suffix}`.slice(0, 20),
    password: `Secret-${suffix}`,
  };
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function readMails(): Promise<Mail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return [];
  }
  const mails: Mail[] = [];
  for (const name of names.filter((file) => file.endsWith('.json')).sort()) {
    try {
      mails.push(JSON.parse(await readFile(path.join(outboxDir(), name), 'utf8')) as Mail);
    } catch {
      // A file still being written: read it on the next poll.
    }
  }
  return mails;
}

/**
 * The path and query of the newest link to `linkPath` mailed to `to` (waits for the mail).
 * The origin is dropped so the browser stays on the test's base URL.
 */
export async function linkFromMail(
  to: string,
  linkPath: '/api/verify-email' | '/reset-password',
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${linkPath.replace('/', '\\/')}\\?token=[^\\s"'<>]+`, 'g');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readMails()).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
        const links = mails.flatMap((mail) => mail.text.match(pattern) ?? []);
        found = links.at(-1);
        return found;
      },
      { message: `a mail to ${to} with a ${linkPath} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  const url = new URL(found ?? '');
  return `${url.pathname}${url.search}`;
}

const jsonHeaders = () => ({ 'Content-Type': 'application/json', Origin: baseUrl() });

/** Registers through the API (no UI), optionally opening the verification link. Shares the page's cookies. */
export async function createUser(page: Page, { verified = true } = {}): Promise<TestUser> {
  const user = uniqueUser();
  const response = await page.request.post('/api/register', { data: user, headers: jsonHeaders() });
  expect(response.status(), await response.text()).toBe(201);
  if (verified) {
    const link = await linkFromMail(user.email, '/api/verify-email');
    const verify = await page.request.get(link, { maxRedirects: 0 });
    expect(verify.headers().location ?? '').toContain('verified=true');
  }
  return user;
}

/**
 * Waits until React has taken the page over. The signed-in dashboard (rendered by the server) and
 * the landing page (carried by index.html) are painted before the app's scripts run, and inert
 * until React has hydrated them (its first commit). Clicks and fills wait for that by themselves (an inert element takes
 * no pointer and no input); a test that focuses, presses keys or goes offline right after `goto`
 * (the scripts would not arrive) waits here first.
 */
export async function appReady(page: Page): Promise<void> {
  // React's first commit is done (app/AppFrame.tsx), its effects have asked for what the screen
  // loads right after (the companion, the toasts' view, the cards' reads), and those have arrived.
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1);
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await networkQuiet(page);
}

/**
 * Waits until no request of the page's has been in flight for `quietMs`, counted from now. Not
 * Playwright's 'networkidle': that fires once per page load, and a page painted before its scripts
 * (the server's dashboard) is idle once before they load, so it would not wait for anything after.
 */
async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  // A request already in flight when this began ends here too: never below zero.
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, { intervals: [100] })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Signs in through the API; the browser context gets the session cookie. */
export async function signInByApi(page: Page, user: TestUser): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: { username: user.username, password: user.password },
    headers: jsonHeaders(),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills and submits the Login tab of the auth screen. */
export async function loginThroughUi(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login to Adventure' }).click();
}

export function userMenuButton(page: Page, user: TestUser) {
  return page.getByRole('button', { name: new RegExp(user.username) });
}

/**
 * Opens the Language submenu of the open user menu and picks a language with the mouse. The pointer
 * travels in steps, as a hand does: a single jump out of the submenu trigger closes the submenu. It
 * goes sideways along the trigger's row into the submenu first, then down to the language, so it never
 * crosses a neighbouring item of the main menu (which closes the submenu once Radix's grace period
 * is over, as it can be on a busy machine); should the submenu close anyway, it is opened again.
 */
export async function pickLanguage(page: Page, nativeName: string): Promise<void> {
  const trigger = page.getByRole('menuitem', { name: /^(Language|Sprache|Idioma|Langue)$/ });
  const item = page.getByRole('menuitemradio', { name: new RegExp(`^${nativeName}`) });
  await expect(async () => {
    if (!(await item.isVisible())) await trigger.click();
    const from = await trigger.boundingBox();
    const box = await item.boundingBox();
    if (!from || !box) throw new Error(`${nativeName} is not in the language submenu`);
    const x = box.x + box.width / 2;
    await page.mouse.move(x, from.y + from.height / 2, { steps: 8 });
    await page.mouse.move(x, box.y + box.height / 2, { steps: 6 });
    await item.click({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}
