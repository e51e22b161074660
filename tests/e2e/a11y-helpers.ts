import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { usersPageSchema } from '../../protocol/api/admin.ts';
import { USERNAME_MAX } from '../../protocol/limits.ts';
import { toastWith } from './game-helpers.ts';
import { baseUrl, linkFromMail, type TestUser } from './helpers.ts';

/** WCAG 2.2 level A and AA, the level the product promises (DESIGN section 18). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on what the page shows now and fails on any serious or critical violation, naming
 * each rule, its impact, and the first few elements it found, so a failure says what to fix.
 * Minor and moderate findings are printed but do not fail the test.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Entrance transitions (fades) would be measured half-way: let them end first.
  await page.waitForTimeout(250);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const describe = (violation: (typeof results.violations)[number]) =>
    `${violation.id} [${violation.impact}] x${violation.nodes.length}: ${violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(
        ' | ',
      )}${violation.nodes[0]?.failureSummary ? ` (${violation.nodes[0].failureSummary.replace(/\s+/g, ' ')})` : ''}`;
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const minor = results.violations.filter((violation) => !blocking.includes(violation));
  if (minor.length > 0) console.log(`${screen}: minor findings: ${minor.map(describe).join('; ')}`);
  expect(blocking.map(describe), `serious or critical axe violations on ${screen}`).toEqual([]);
}

/** The server's ADMIN_PATH (DESIGN section 3); the e2e server keeps the default unless told otherwise. */
export const ADMIN_PATH = process.env.ADMIN_PATH ?? '/admin-secret-xyz-2024';
/** The first admin of the e2e server: the same account tests/e2e/admin.spec.ts sets up. */
export const ADMIN = { username: 'e2e_first_admin', password: 'e2e-first-admin-password' };

/**
 * Signs in to the admin area, setting the first admin up if nobody has yet (whichever spec file
 * comes first does it; the server refuses a second setup, and then the known credentials sign in).
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto(ADMIN_PATH);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const signedIn = page.getByTestId('admin-username');
  const refused = toastWith(page, /Login Failed|Connection Error/);
  await expect(signedIn.or(refused)).toBeVisible({ timeout: 15_000 });
  if (await signedIn.isVisible()) return;
  // No admin yet: set the first one up.
  await page.goto(ADMIN_PATH);
  await page.getByRole('button', { name: 'First time setup?' }).click();
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create Admin' }).click();
  await expect(signedIn).toBeVisible({ timeout: 15_000 });
}

/**
 * Registers and verifies a player whose name has the most characters a name may have, wide letters
 * first: every line that shows a name gets its longest case.
 */
export async function createLongNamedUser(page: Page): Promise<TestUser> {
  const username = `Wolkenkratzer_${randomBytes(4).toString('hex').toUpperCase()}`.slice(0, USERNAME_MAX);
  expect(username).toHaveLength(USERNAME_MAX);
  const user = { email: `${username.toLowerCase()}@example.com`, username, password: `Secret-${username}` };
  const response = await page.request.post('/api/register', {
    data: user,
    headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(201);
  const verify = await page.request.get(await linkFromMail(user.email, '/api/verify-email'), {
    maxRedirects: 0,
  });
  expect(verify.headers().location ?? '').toContain('verified=true');
  return user;
}

/** The id of the player with this username, as the admin area's user search finds it. */
export async function adminUserId(page: Page, username: string): Promise<string> {
  const response = await page.request.get(`/api/admin/users?search=${encodeURIComponent(username)}`);
  const { users } = usersPageSchema.parse(await response.json());
  const found = users.find((user) => user.username === username);
  if (!found) throw new Error(`${username} not found`);
  return found.id;
}
