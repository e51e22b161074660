import { randomBytes } from 'node:crypto';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { en } from '../../client/src/i18n/locales/en.ts';
import { ADMIN_PATH, expectAccessible, signInAsAdmin } from './a11y-helpers.ts';
import { apiCall, createQuestByApi, createTaskByApi } from './game-helpers.ts';
import { createUser, signInByApi, type TestUser } from './helpers.ts';

/**
 * Accessibility of every screen (axe-core, WCAG 2.1 A and AA): no serious or critical violation,
 * signed out, signed in and in the admin area, at 1280 px and at 375 px. One seeded player per
 * worker keeps the run short: each test signs that player in and opens one screen.
 */

interface Seeded {
  user: TestUser;
  /** A task to start a focus session on. */
  taskId: string;
}

/** A player with history: completed quests (achievements, notifications), a boss hit, gear, a companion. */
async function seedPlayer(browser: Browser): Promise<Seeded> {
  const page = await browser.newPage();
  const user = await createUser(page);
  await signInByApi(page, user);
  for (const [index, difficulty] of (['legendary', 'legendary', 'hard', 'medium'] as const).entries()) {
    const id = await createQuestByApi(page, { title: `Finished deed ${index + 1}`, difficulty });
    await apiCall(page, 'PATCH', `/api/quests/${id}/complete`);
  }
  // A party of one with a hit on its boss, so the battle log has an entry.
  await apiCall(page, 'POST', '/api/parties', { name: `Calm Company ${randomBytes(2).toString('hex')}` });
  const weapon = await createQuestByApi(page, { title: 'Tidy the desk', difficulty: 'medium' });
  await apiCall(page, 'POST', '/api/boss/damage', { questId: weapon });
  for (const itemId of ['iron-sword', 'healing-cat', 'health-potion']) {
    await apiCall(page, 'POST', '/api/items/purchase', { itemId });
  }
  await apiCall(page, 'POST', '/api/equipment/equip', { itemId: 'iron-sword', type: 'weapon' });
  await createQuestByApi(page, { title: 'Water the plants', difficulty: 'easy', questType: 'daily' });
  await createQuestByApi(page, { title: 'Call the insurance', difficulty: 'hard', questType: 'side' });
  const taskId = await createTaskByApi(page, { title: 'Write the report', priority: 'high' });
  await createTaskByApi(page, { title: 'Buy a present', priority: 'low' });
  await page.close();
  return { user, taskId };
}

const test = base.extend<object, { seeded: Seeded; clanMember: TestUser }>({
  seeded: [async ({ browser }, use) => use(await seedPlayer(browser)), { scope: 'worker', timeout: 60_000 }],
  clanMember: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      const user = await createUser(page);
      await signInByApi(page, user);
      const suffix = randomBytes(2).toString('hex').toUpperCase();
      await apiCall(page, 'POST', '/api/clans', {
        name: `Calm Owls ${suffix}`,
        tag: `O${suffix}`.slice(0, 4),
        description: 'One small step every evening.',
      });
      await page.close();
      await use(user);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

const VIEWPORTS = { wide: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } } as const;

/** Opens a path and waits until its page (not the loading screen) is shown. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`accessibility ${viewportName}`, () => {
    test.use({ viewport });

    test.describe('signed out', () => {
      for (const path of ['/', '/privacy', '/impressum', '/terms', '/disclaimer', '/contact', '/nowhere']) {
        test(`${path}`, async ({ page }) => {
          await open(page, path);
          await expectAccessible(page, `${path} (${viewportName})`);
        });
      }

      test('/auth: login, register, forgotten password', async ({ page }) => {
        // Several screens, each checked by axe: more than one screen's time.
        test.slow();
        await open(page, '/auth');
        await expectAccessible(page, `/auth login (${viewportName})`);
        await page.getByRole('tab').nth(1).click();
        await expectAccessible(page, `/auth register (${viewportName})`);
        // The errors of an empty form are part of the screen too.
        await page.locator('form button[type="submit"]').click();
        await expectAccessible(page, `/auth register errors (${viewportName})`);
        await page.getByRole('tab').first().click();
        await page.getByRole('button', { name: en.auth.forgotLink }).click();
        await expectAccessible(page, `/auth reset (${viewportName})`);
        await open(page, '/reset-password?token=example-token');
        await expectAccessible(page, `/reset-password (${viewportName})`);
      });
    });

    test.describe('signed in', () => {
      test.beforeEach(async ({ page, seeded }) => {
        await signInByApi(page, seeded.user);
      });

      for (const path of [
        '/dashboard',
        '/quests',
        '/achievements',
        '/shop',
        '/inventory',
        '/companions',
        '/clans',
        '/character',
      ]) {
        test(path, async ({ page }) => {
          await open(page, path);
          await expectAccessible(page, `${path} (${viewportName})`);
        });
      }

      test('/dashboard with the notifications open', async ({ page }) => {
        await open(page, '/dashboard');
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
        await expectAccessible(page, `notifications (${viewportName})`);
      });

      test('/quests with the New Quest dialog open', async ({ page }) => {
        await open(page, '/quests');
        await page.getByRole('main').getByRole('button', { name: en.quests.newQuest }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, `new quest dialog (${viewportName})`);
        await page.getByRole('dialog').getByRole('button', { name: en.quests.form.create }).click();
        await expect(page.getByRole('dialog').getByText(en.quests.form.titleRequired)).toBeVisible();
        await expectAccessible(page, `new quest dialog errors (${viewportName})`);
      });

      test('/tasks and focus mode', async ({ page, seeded }) => {
        // Several screens, each checked by axe: more than one screen's time.
        test.slow();
        await open(page, '/tasks');
        await expectAccessible(page, `/tasks (${viewportName})`);
        const session = (await apiCall(page, 'POST', '/api/focus-sessions', { taskId: seeded.taskId })) as {
          id: string;
        };
        try {
          await apiCall(page, 'POST', `/api/focus-sessions/${session.id}/pause`);
          await page.reload();
          await expect(page.getByRole('main').getByRole('timer')).toBeVisible();
          await expectAccessible(page, `focus mode (${viewportName})`);
        } finally {
          await apiCall(page, 'POST', `/api/focus-sessions/${session.id}/cancel`);
        }
      });

      test('/boss-fight with a live boss', async ({ page }) => {
        await open(page, '/boss-fight');
        await expect(page.getByTestId('boss-health')).toBeVisible();
        await expectAccessible(page, `/boss-fight (${viewportName})`);
      });

      test('/profile, every tab', async ({ page }) => {
        // Several screens, each checked by axe: more than one screen's time.
        test.slow();
        await open(page, '/profile');
        const tabs = page.getByRole('main').getByRole('tab');
        const count = await tabs.count();
        expect(count).toBeGreaterThan(1);
        for (let index = 0; index < count; index += 1) {
          await tabs.nth(index).click();
          await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
          await expectAccessible(
            page,
            `/profile tab ${await tabs.nth(index).textContent()} (${viewportName})`,
          );
        }
      });
    });

    test('/clans as a member, and the clan page', async ({ page, clanMember }) => {
      // Several screens, each checked by axe: more than one screen's time.
      test.slow();
      await signInByApi(page, clanMember);
      await open(page, '/clans');
      await expectAccessible(page, `/clans member (${viewportName})`);
      await page
        .getByRole('main')
        .getByRole('link', { name: /Calm Owls/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/clans\/[0-9a-f-]{36}$/);
      await expect(
        page
          .getByRole('main')
          .getByRole('heading', { name: /Calm Owls/ })
          .first(),
      ).toBeVisible();
      await expectAccessible(page, `/clans/:id (${viewportName})`);
    });

    test('admin area: sign-in, setup form, every tab', async ({ page }) => {
      // Several screens, each checked by axe: more than one screen's time.
      test.slow();
      await open(page, ADMIN_PATH);
      await expectAccessible(page, `admin login (${viewportName})`);
      await page.getByRole('button', { name: en.admin.area.login.firstTime }).click();
      await expectAccessible(page, `admin setup (${viewportName})`);
      // A message to the team, so the Messages tab shows one (its list of cards).
      await apiCall(page, 'POST', '/api/contact', {
        email: 'a11y@example.com',
        topic: 'account',
        message: 'Why was my account suspended?',
      });
      await signInAsAdmin(page);
      const main = page.getByRole('main');
      const tabs = main.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      const names = await tabs.allTextContents();
      for (const name of names) {
        await main.getByRole('tab', { name }).click();
        const panel = main.getByRole('tabpanel');
        await expect(panel).toBeVisible();
        if (name === en.admin.area.tabs.stats)
          await expect(main.locator('[data-live-state="live"]')).toBeVisible();
        // Tables on wide screens; on a phone the same rows come as a list of cards.
        else if (name !== en.admin.area.tabs.flags)
          await expect(panel.getByRole('table').or(panel.getByRole('list')).first()).toBeVisible();
        await expectAccessible(page, `admin ${name} (${viewportName})`);
      }
    });
  });
}
