import { expect, type Page, test } from '@playwright/test';
import { de } from '../../client/src/i18n/locales/de.ts';
import { en } from '../../client/src/i18n/locales/en.ts';
import { es } from '../../client/src/i18n/locales/es.ts';
import { fr } from '../../client/src/i18n/locales/fr.ts';
import { apiCall, createQuestByApi, createTaskByApi, isoDateTime } from './game-helpers.ts';
import { appReady, createUser, signInByApi, type TestUser, userMenuButton } from './helpers.ts';
import { SCREENS_DIR, shootScreen, VIEWPORTS } from './screens.ts';

/**
 * Screens for a human to look at: `npx playwright test --grep @screens`.
 * Writes test-results/screens/<language>-<viewport>-<screen>.png.
 */
// English and German are the ones to look at; Spanish and French are shot too, for their long labels.
const LANGUAGES = ['en', 'de', 'es', 'fr'] as const;
const TEXTS = { en, de, es, fr };

type ViewportName = keyof typeof VIEWPORTS;

const shoot = (page: Page, name: string) => shootScreen(page, name);

test.describe('@screens', () => {
  test.describe.configure({ mode: 'serial' });
  let unverified: TestUser;
  let verified: TestUser;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    unverified = await createUser(page, { verified: false });
    verified = await createUser(page);
    await page.close();
  });

  for (const language of LANGUAGES) {
    for (const viewportName of Object.keys(VIEWPORTS) as ViewportName[]) {
      test(`${language} ${viewportName}`, async ({ page }) => {
        const prefix = `${language}-${viewportName}`;
        const text = TEXTS[language];
        await page.setViewportSize(VIEWPORTS[viewportName]);
        await page.addInitScript(
          (lang) => window.localStorage.setItem('adhd-planner-language', lang),
          language,
        );

        await page.goto('/');
        await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
        await shoot(page, `${prefix}-landing`);

        await page.goto('/auth');
        await shoot(page, `${prefix}-auth-login`);
        await page.getByRole('tab').nth(1).click();
        await page.locator('form button[type="submit"]').click();
        await shoot(page, `${prefix}-auth-register-errors`);

        // Verify tab: a login before verifying opens it with the notice.
        await page.getByRole('tab').first().click();
        await page.locator('input[name="emailOrUsername"]').fill(unverified.email);
        await page.locator('input[name="password"]').fill(unverified.password);
        await page.locator('form button[type="submit"]').click();
        await expect(page.getByRole('tab')).toHaveCount(3);
        await shoot(page, `${prefix}-auth-verify`);

        await page.getByRole('tab').first().click();
        await page.locator('input[name="emailOrUsername"]').fill('nobody-here');
        await page.locator('input[name="password"]').fill('wrong-password');
        await page.locator('form button[type="submit"]').click();
        await expect(page.locator('[data-variant="destructive"]')).toBeVisible();
        await shoot(page, `${prefix}-auth-login-failed`);

        await page.goto('/auth?verified=true');
        await shoot(page, `${prefix}-auth-verified`);
        await page.goto('/auth?verified=false');
        await shoot(page, `${prefix}-auth-verify-invalid`);

        await page.goto('/auth');
        await page.getByRole('button', { name: text.auth.forgotLink }).click();
        await shoot(page, `${prefix}-auth-reset`);

        await page.goto('/reset-password?token=example-token');
        await shoot(page, `${prefix}-reset-password`);

        await page.goto('/privacy');
        await shoot(page, `${prefix}-privacy`);
        await page.goto('/nowhere');
        await shoot(page, `${prefix}-not-found`);

        await signInByApi(page, verified);
        await page.goto('/');
        await expect(page.getByRole('heading', { name: new RegExp(verified.username) })).toBeVisible();
        await shoot(page, `${prefix}-dashboard`);
        await userMenuButton(page, verified).click();
        await shoot(page, `${prefix}-dashboard-menu`);
        if (viewportName === 'desktop') {
          // By keyboard: the submenu then stays open whatever the pointer does.
          await page.getByRole('menuitem', { name: text.language.label, exact: true }).press('ArrowRight');
          await expect(page.getByRole('menuitemradio').first()).toBeFocused();
          await shoot(page, `${prefix}-dashboard-language-menu`);
        }
      });
    }
  }
});

/** The game screens (quests, tasks, focus mode, honors, the dashboard's cards) for one seeded player. */
test.describe('@screens game', () => {
  test.describe.configure({ mode: 'serial' });
  let player: TestUser;
  let focusTaskId: string;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    player = await createUser(page);
    await signInByApi(page, player);
    // Something in the bag (an equipped sword), bought before the quests so they lead the feed.
    await apiCall(page, 'POST', '/api/items/purchase', { itemId: 'iron-sword' });
    await apiCall(page, 'POST', '/api/equipment/equip', { itemId: 'iron-sword', type: 'weapon' });
    // Completed first, so the board has history, achievements and a feed.
    const done = [
      ['Sort the laundry', 'easy'],
      ['Answer three emails', 'medium'],
      ['Prepare the presentation slides for Monday', 'hard'],
      ['Clean the kitchen', 'easy'],
      ['Pay the electricity bill', 'medium'],
    ] as const;
    for (const [title, difficulty] of done) {
      const id = await createQuestByApi(page, { title, difficulty });
      await apiCall(page, 'PATCH', `/api/quests/${id}/complete`);
    }
    await createQuestByApi(page, {
      title: 'Renew the passport before the summer holidays',
      description: 'Photos first, then book an appointment at the town hall.',
      difficulty: 'legendary',
      questType: 'main',
      dueDate: isoDateTime(3, '09:30'),
    });
    await createQuestByApi(page, { title: 'Water the plants', difficulty: 'easy', questType: 'daily' });
    await createQuestByApi(page, {
      title: 'Call the insurance company',
      description: 'Ask about the new contract.',
      difficulty: 'hard',
      questType: 'side',
    });
    await createQuestByApi(page, { title: 'Read one chapter', difficulty: 'medium', questType: 'weekly' });
    await createQuestByApi(page, { title: 'Go for a walk', difficulty: 'easy', questType: 'daily' });

    focusTaskId = await createTaskByApi(page, {
      title: 'Write the quarterly report',
      description: 'Start with the summary; the tables can wait.',
      priority: 'high',
      dueDate: isoDateTime(0, '16:00'),
    });
    await createTaskByApi(page, { title: 'Buy birthday present', priority: 'medium' });
    await createTaskByApi(page, {
      title: 'Plan the weekend trip',
      priority: 'low',
      dueDate: isoDateTime(2, '18:00'),
    });
    await createTaskByApi(page, {
      title: 'Book the dentist',
      priority: 'medium',
      dueDate: isoDateTime(12, '10:00'),
    });
    const doneTask = await createTaskByApi(page, { title: 'Refill the prescription', priority: 'high' });
    await apiCall(page, 'PATCH', `/api/tasks/${doneTask}/toggle`, { completed: true });
    await page.close();
  });

  for (const language of ['en', 'de'] as const) {
    for (const viewportName of Object.keys(VIEWPORTS) as ViewportName[]) {
      test(`${language} ${viewportName} game screens`, async ({ page }) => {
        const prefix = `${language}-${viewportName}`;
        const text = TEXTS[language];
        await page.setViewportSize(VIEWPORTS[viewportName]);
        await page.addInitScript(
          (lang) => window.localStorage.setItem('adhd-planner-language', lang),
          language,
        );
        await signInByApi(page, player);
        const main = page.getByRole('main');

        await page.goto('/');
        await expect(main.getByRole('region', { name: text.hall.activityTitle })).toContainText(
          'Pay the electricity bill',
        );
        await expect(
          main.getByRole('region', { name: text.hall.recentTitle }).getByRole('listitem'),
        ).toHaveCount(3);
        await shoot(page, `${prefix}-dashboard-game`);

        await page.goto('/quests');
        await expect(main.getByRole('article').first()).toBeVisible();
        await shoot(page, `${prefix}-quest-board`);
        await main.getByRole('button', { name: text.quests.newQuest }).first().click();
        await page.getByRole('dialog').getByRole('button', { name: text.quests.form.create }).click();
        await expect(page.getByRole('dialog').getByText(text.quests.form.titleRequired)).toBeVisible();
        await shoot(page, `${prefix}-new-quest-dialog`);
        await page.keyboard.press('Escape');

        await page.goto('/tasks');
        await expect(
          main.getByRole('region', { name: text.tasks.listTitle }).getByRole('listitem').first(),
        ).toBeVisible();
        await shoot(page, `${prefix}-tasks`);
        await main.getByRole('region', { name: text.tasks.week.title }).screenshot({
          path: `${SCREENS_DIR}/${prefix}-weekly-view.png`,
        });
        await main.getByRole('region', { name: text.tasks.listTitle }).getByRole('tab').nth(2).click();
        // The sticky header would be drawn mid-page in a full-page shot of a scrolled page.
        await page.evaluate(() => window.scrollTo(0, 0));
        await shoot(page, `${prefix}-tasks-completed`);
        await page.getByRole('button', { name: text.tasks.newTask }).first().click();
        await shoot(page, `${prefix}-new-task-dialog`);
        await page.keyboard.press('Escape');

        // Focus mode, paused so the picture holds still; ended afterwards for the next run.
        const session = (await apiCall(page, 'POST', '/api/focus-sessions', { taskId: focusTaskId })) as {
          id: string;
        };
        await apiCall(page, 'POST', `/api/focus-sessions/${session.id}/pause`);
        await page.reload();
        await expect(main.getByRole('timer')).toBeVisible();
        await shoot(page, `${prefix}-focus-mode`);
        await apiCall(page, 'POST', `/api/focus-sessions/${session.id}/cancel`);

        await page.goto('/achievements');
        await expect(
          main.getByRole('region', { name: text.honors.earnedTitle }).getByRole('listitem').first(),
        ).toBeVisible();
        await shoot(page, `${prefix}-hall-of-honors`);

        await page.goto('/shop');
        await expect(main.getByRole('article').first()).toBeVisible();
        await shoot(page, `${prefix}-shop`);
        await main.getByRole('tab').nth(3).click();
        await expect(main.getByRole('article').first()).toBeVisible();
        await shoot(page, `${prefix}-shop-consumables`);
        await main.getByRole('article').getByRole('button', { disabled: false }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shoot(page, `${prefix}-shop-confirm`);
        await page.keyboard.press('Escape');

        await page.goto('/inventory');
        await expect(main.getByRole('article').first()).toBeVisible();
        await shoot(page, `${prefix}-inventory`);
      });
    }
  }
});

/**
 * The everyday items, in English and German, wide and narrow: the starter quests on an empty
 * board, today's tasks on the dashboard, the navigation (More; the tab bar on phones), the grouped
 * notifications, the offline banner, companions with their pictures, the contact page and the
 * keyboard's focus ring.
 */
test.describe('@screens first days', () => {
  for (const language of ['en', 'de'] as const) {
    for (const viewportName of Object.keys(VIEWPORTS) as ViewportName[]) {
      test(`${language} ${viewportName} first days`, async ({ page, context }) => {
        const prefix = `${language}-${viewportName}-first-days`;
        const text = TEXTS[language];
        await page.setViewportSize(VIEWPORTS[viewportName]);
        await page.addInitScript(
          (lang) => window.localStorage.setItem('adhd-planner-language', lang),
          language,
        );
        const player = await createUser(page);
        await signInByApi(page, player);
        // As a player who picked the language in the app: the account keeps it (starter quests).
        await apiCall(page, 'PATCH', '/api/user', { language });
        const main = page.getByRole('main');

        // A new player's empty board offers the day's three starter quests.
        await page.goto('/quests');
        await expect(
          main.getByRole('region', { name: text.starters.title }).getByRole('button').first(),
        ).toBeVisible();
        await shoot(page, `${prefix}-quest-board-starters`);

        // Some history: achievements (one grouped notification per completion), gold for a pet.
        for (const difficulty of ['legendary', 'legendary', 'hard'] as const) {
          const id = await createQuestByApi(page, { title: `Finished deed ${difficulty}`, difficulty });
          await apiCall(page, 'PATCH', `/api/quests/${id}/complete`);
        }
        await apiCall(page, 'POST', '/api/items/purchase', { itemId: 'healing-cat' });
        await createTaskByApi(page, {
          title: 'Write the quarterly report',
          priority: 'high',
          dueDate: isoDateTime(0, '16:00'),
        });

        await page.goto('/');
        await appReady(page);
        await expect(main.getByLabel(text.hall.quickAdd.label)).toBeVisible();
        await shoot(page, `${prefix}-dashboard`);
        // The keyboard's ring on the quick add's button.
        await main.getByLabel(text.hall.quickAdd.label).focus();
        await page.keyboard.press('Tab');
        await shootScreen(page, `${prefix}-focus-ring`, {
          part: main.getByRole('region').filter({ has: page.getByLabel(text.hall.quickAdd.label) }),
        });

        if (viewportName === 'desktop') {
          await page
            .getByRole('navigation', { name: text.nav.label })
            .getByRole('button', { name: text.firstDays.nav.more })
            .click();
        } else {
          await page
            .getByTestId('bottom-tab-bar')
            .getByRole('button', { name: text.firstDays.nav.more })
            .click();
        }
        await expect(page.getByRole('menu')).toBeVisible();
        await shootScreen(page, `${prefix}-more-menu`, { fullPage: false });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);

        await page.getByRole('button', { name: new RegExp(`^${text.notifications.bell}`) }).click();
        const notifications = page.getByRole('dialog', { name: text.notifications.title });
        await expect(notifications).toBeVisible();
        await shootScreen(page, `${prefix}-notifications`, { fullPage: false });
        await expect(notifications).toBeVisible();
        await page.keyboard.press('Escape');

        await context.setOffline(true);
        await expect(
          page.getByRole('status').filter({ hasText: text.firstDays.offline.banner }),
        ).toBeVisible();
        await shootScreen(page, `${prefix}-offline`, { fullPage: false });
        await context.setOffline(false);

        await page.goto('/companions');
        await expect(main.getByRole('article').first()).toBeVisible();
        await shoot(page, `${prefix}-companions`);

        await page.goto('/contact');
        await expect(main.getByRole('heading').first()).toBeVisible();
        await shoot(page, `${prefix}-contact`);
      });
    }
  }
});
