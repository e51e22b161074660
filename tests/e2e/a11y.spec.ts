import { randomBytes } from 'node:crypto';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { en } from '../../client/src/i18n/locales/en.ts';
import { ADMIN_PATH, createLongNamedUser, expectAccessible, signInAsAdmin } from './a11y-helpers.ts';
import { apiCall, createQuestByApi, createTaskByApi } from './game-helpers.ts';
import { signInByApi, type TestUser, userMenuButton } from './helpers.ts';

/**
 * Accessibility of every screen (axe-core, WCAG 2.2 A and AA): no serious or critical violation,
 * signed out, signed in and in the admin area, at 1280 px and at 375 px. The players are seeded once
 * per worker in the fullest state a screen shows: names of the longest length, a party of two with
 * a boss and its battle log, open quests, tasks, gear, a companion and a clan. A test signs in once
 * and checks a few screens in turn (a sign-up or sign-in per screen would cost more than its check).
 */

interface World {
  /** In the party, not in a clan: every screen of the game. */
  hero: TestUser;
  /** In the same party and leading a clan: the clan screens of a member. */
  partner: TestUser;
  /** One of the hero's tasks, to start a focus session on. */
  taskId: string;
  /** The partner's clan, which the hero may join. */
  clanId: string;
}

/**
 * The hero has history (completed quests: achievements and notifications), open quests, tasks, gear
 * and a companion; the partner joined the hero's party, both hit its boss (a battle log of two), and
 * the partner founded a clan.
 */
async function seedWorld(browser: Browser): Promise<World> {
  const page = await browser.newPage();
  const partnerPage = await browser.newPage();
  try {
    const hero = await createLongNamedUser(page);
    await signInByApi(page, hero);
    const partner = await createLongNamedUser(partnerPage);
    await signInByApi(partnerPage, partner);
    for (const [index, difficulty] of (['legendary', 'legendary', 'hard', 'medium'] as const).entries()) {
      const id = await createQuestByApi(page, { title: `Finished deed ${index + 1}`, difficulty });
      await apiCall(page, 'PATCH', `/api/quests/${id}/complete`);
    }
    const suffix = randomBytes(2).toString('hex').toUpperCase();
    const party = (await apiCall(page, 'POST', '/api/parties', { name: `Calm Company ${suffix}` })) as {
      id: string;
    };
    await apiCall(partnerPage, 'POST', `/api/parties/${party.id}/join`);
    for (const member of [page, partnerPage]) {
      const weapon = await createQuestByApi(member, { title: 'Tidy the desk', difficulty: 'medium' });
      await apiCall(member, 'POST', '/api/boss/damage', { questId: weapon });
    }
    for (const itemId of ['iron-sword', 'healing-cat', 'health-potion']) {
      await apiCall(page, 'POST', '/api/items/purchase', { itemId });
    }
    await apiCall(page, 'POST', '/api/equipment/equip', { itemId: 'iron-sword', type: 'weapon' });
    await createQuestByApi(page, { title: 'Water the plants', difficulty: 'easy', questType: 'daily' });
    await createQuestByApi(page, { title: 'Call the insurance', difficulty: 'hard', questType: 'side' });
    const taskId = await createTaskByApi(page, { title: 'Write the report', priority: 'high' });
    await createTaskByApi(page, { title: 'Buy a present', priority: 'low' });
    const clan = (await apiCall(partnerPage, 'POST', '/api/clans', {
      name: `Calm Owls ${suffix}`,
      tag: `O${suffix}`.slice(0, 4),
      description: 'One small step every evening.',
    })) as { id: string };
    await createQuestByApi(partnerPage, { title: 'Plan the week', difficulty: 'medium' });
    return { hero, partner, taskId, clanId: clan.id };
  } finally {
    await page.close();
    await partnerPage.close();
  }
}

const test = base.extend<object, { world: World }>({
  world: [async ({ browser }, use) => use(await seedWorld(browser)), { scope: 'worker', timeout: 90_000 }],
});

const VIEWPORTS = { wide: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } } as const;

/** An address no screen has. */
const LOST_PATH = '/nowhere';

/**
 * Opens a path and waits until its page (not the loading screen) is shown. Any other path than
 * LOST_PATH must show its own screen: an address that is not there would be checked as the
 * not-found page and pass.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(new URL(path, page.url()).pathname);
  if (path !== LOST_PATH) await expect(main.getByRole('heading', { name: en.notFound.title })).toHaveCount(0);
}

/** Opens each path in turn and checks it, one step each. */
async function checkScreens(page: Page, paths: string[], viewportName: string): Promise<void> {
  for (const path of paths) {
    await test.step(path, async () => {
      await open(page, path);
      await expectAccessible(page, `${path} (${viewportName})`);
    });
  }
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`accessibility ${viewportName}`, () => {
    test.use({ viewport });

    test.describe('signed out', () => {
      for (const path of ['/', '/privacy', '/impressum', '/terms', '/disclaimer', '/contact', LOST_PATH]) {
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
      test.beforeEach(async ({ page, world }) => {
        await signInByApi(page, world.hero);
      });

      test('the Adventure Hall with the notifications and the companion', async ({ page, world }) => {
        // Several screens, each checked by axe: more than one screen's time.
        test.slow();
        await open(page, '/');
        await expect(
          page.getByRole('main').getByRole('heading', {
            name: en.dashboard.welcome.replace('{{username}}', world.hero.username),
          }),
        ).toBeVisible();
        await expectAccessible(page, `/ (${viewportName})`);

        await test.step('notifications', async () => {
          await page.getByRole('button', { name: /^Notifications/ }).click();
          const panel = page.getByRole('dialog', { name: en.notifications.title });
          await expect(panel).toBeVisible();
          await expectAccessible(page, `notifications (${viewportName})`);
          await page.keyboard.press('Escape');
          await expect(panel).toBeHidden();
        });

        await test.step('companion', async () => {
          await page.getByRole('button', { name: en.ai.open, exact: true }).click();
          await expect(page.getByRole('dialog', { name: en.ai.title })).toBeVisible();
          await expectAccessible(page, `companion (${viewportName})`);
        });
      });

      test('the user menu', async ({ page, world }) => {
        await open(page, '/');
        await userMenuButton(page, world.hero).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectAccessible(page, `user menu (${viewportName})`);
      });

      test('the game: quests, boss, shop, inventory', async ({ page }) => {
        test.slow();
        await checkScreens(page, ['/quests'], viewportName);
        await test.step('/boss-fight with a live boss', async () => {
          await open(page, '/boss-fight');
          await expect(page.getByTestId('boss-health')).toBeVisible();
          await expectAccessible(page, `/boss-fight (${viewportName})`);
        });
        await checkScreens(page, ['/shop', '/inventory'], viewportName);
      });

      test('the player: companions, character, honors, clans', async ({ page }) => {
        test.slow();
        await checkScreens(page, ['/companions', '/character', '/achievements', '/clans'], viewportName);
      });

      test('a clan page, the contact form, a legal page and a lost address', async ({ page, world }) => {
        test.slow();
        await checkScreens(page, [`/clans/${world.clanId}`, '/contact', '/privacy', LOST_PATH], viewportName);
      });

      test('/quests with the New Quest dialog open', async ({ page }) => {
        // Two checks of the longest page: more than one screen's time.
        test.slow();
        await open(page, '/quests');
        await page.getByRole('main').getByRole('button', { name: en.quests.newQuest }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, `new quest dialog (${viewportName})`);
        await page.getByRole('dialog').getByRole('button', { name: en.quests.form.create }).click();
        await expect(page.getByRole('dialog').getByText(en.quests.form.titleRequired)).toBeVisible();
        await expectAccessible(page, `new quest dialog errors (${viewportName})`);
      });

      test('/tasks and focus mode', async ({ page, world }) => {
        test.slow();
        await open(page, '/tasks');
        await expectAccessible(page, `/tasks (${viewportName})`);
        const session = (await apiCall(page, 'POST', '/api/focus-sessions', { taskId: world.taskId })) as {
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

      test('/profile, every tab', async ({ page }) => {
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

    test('/clans as a member, and the clan page', async ({ page, world }) => {
      test.slow();
      await signInByApi(page, world.partner);
      await checkScreens(page, ['/clans', `/clans/${world.clanId}`], viewportName);
    });

    test('admin area: sign-in, setup form, every tab', async ({ page }) => {
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
