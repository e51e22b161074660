import { expect, type Page, test } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '../../protocol/limits.ts';
import { expectAccessible } from './a11y-helpers.ts';
import { createQuestByApi, createTaskByApi, toastWith } from './game-helpers.ts';
import { appReady, createUser, signInByApi } from './helpers.ts';

/**
 * Every day after the first five minutes: navigation on laptops and phones, the offline
 * banner and recovery, where the keyboard focus goes, the companion's step order, the browser's
 * language on a first visit and a quiet console for visitors.
 */

async function signIn(page: Page) {
  const user = await createUser(page);
  await signInByApi(page, user);
  return user;
}

/** The focused element as the test sees it: never <body> after an action. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      isBody: !active || active === document.body,
      label: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? null,
    };
  });
}

test.describe('laptop 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('scrolled to the end, the companion’s round button covers no link or button', async ({ page }) => {
    await signIn(page);
    await page.goto('/shop');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const assistant = page.getByRole('button', { name: 'Open the Quest Companion', exact: true });
    const buttonBox = await assistant.boundingBox();
    expect(buttonBox).not.toBeNull();
    // Every control of the page and footer that is on screen now lies clear of the round button.
    const covered = await page.evaluate((box) => {
      if (!box) return ['no button'];
      const controls = document.querySelectorAll('main a, main button, footer a');
      return [...controls]
        .map((control) => ({ text: control.textContent ?? '', rect: control.getBoundingClientRect() }))
        .filter(
          ({ rect }) =>
            rect.bottom > box.y &&
            rect.top < box.y + box.height &&
            rect.right > box.x &&
            rect.left < box.x + box.width,
        )
        .map(({ text }) => text);
    }, buttonBox);
    expect(covered).toEqual([]);
  });

  test('the top navigation reaches every place, the rarer ones behind More, by mouse and keyboard', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText([
      'Adventure Hall',
      'Quest Board',
      'Tasks',
      'Boss Battles',
      'Item Shop',
      'Character',
    ]);
    await expect(nav.getByRole('link', { name: 'Adventure Hall' })).toHaveAttribute('aria-current', 'page');
    // One row: every link and More fit beside the brand and the header's stats.
    const boxes = await nav
      .locator('a, button')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    await expect(page.getByTestId('bottom-tab-bar')).toHaveCount(0);

    await nav.getByRole('link', { name: 'Tasks' }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(nav.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');

    const more = nav.getByRole('button', { name: 'More' });
    await more.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Inventory',
      'Focus mode',
      'Companions',
      'Clan Hall',
      'Hall of Honors',
    ]);
    await menu.getByRole('menuitem', { name: 'Hall of Honors' }).click();
    await expect(page).toHaveURL(/\/achievements$/);
    await expect(more).toHaveAttribute('data-active', 'true');

    // The keyboard: More opens with Enter, arrows move, Enter follows the link.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Inventory' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Focus mode' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Companions' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/companions$/);

    // Focus mode is a place on the task list: the link brings its card into view.
    await more.click();
    await menu.getByRole('menuitem', { name: 'Focus mode' }).click();
    await expect(page).toHaveURL(/\/tasks#focus-title$/);
    await expect(page.locator('#focus-title')).toBeInViewport();
  });

  test('the Quest Board keeps the focus: on the new quest after creating, on the next one after completing', async ({
    page,
  }) => {
    await signIn(page);
    await createQuestByApi(page, { title: 'Older quest' });
    await page.goto('/quests');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Older quest' })).toBeVisible();

    await main.getByRole('button', { name: 'New Quest' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Answer the letter');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // On the new quest's card, not on its Complete: a key pressed now completes nothing.
    await expect(main.getByRole('article', { name: 'Answer the letter' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(main.getByRole('article', { name: 'Answer the letter' })).toBeFocused();
    await expectAccessible(page, 'quest board after creating');
    // The player moves to Complete themselves (one Tab).
    await page.keyboard.press('Tab');
    const newComplete = main.getByRole('button', { name: 'Complete “Answer the letter”' });
    await expect(newComplete).toBeFocused();

    // Completing by keyboard: the focus moves to the next quest's card, never to <body>.
    await page.keyboard.press('Enter');
    await expect(toastWith(page, 'Quest Complete!')).toBeVisible();
    await expect(newComplete).toHaveCount(0);
    await expect(main.getByRole('article', { name: 'Older quest' })).toBeFocused();
    await page.keyboard.press('Tab');
    const next = main.getByRole('button', { name: 'Complete “Older quest”' });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(next).toHaveCount(0);
    // None left: New Quest, ready for the next one.
    await expect(main.getByRole('button', { name: 'New Quest' }).last()).toBeFocused();
    expect((await focused(page)).isBody).toBe(false);
  });

  // Passes alone; in the full CI run the control after the quick add reads a gold-300 ring (3 px,
  // so the global rule applies but its colour loses to something not yet found).
  test('the focus ring is a thick light outline, also on gold buttons', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await appReady(page);
    await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
    const quickAdd = page.getByRole('main').getByLabel('Add a quest');
    await quickAdd.focus();
    await page.keyboard.press('Tab');
    // The quick add's button, gold-lettered: the ring must be the light one there too (after the
    // microphone, where the browser can recognise speech).
    const focused = page.locator(':focus-visible');
    await expect(focused).toHaveCount(1);
    if ((await focused.getAttribute('aria-label')) === 'Say the line') await page.keyboard.press('Tab');
    await expect(focused).toHaveAccessibleName('Add quest');
    await expect
      .poll(() =>
        focused.evaluate((element) => {
          const style = getComputedStyle(element);
          return { color: style.outlineColor, width: style.outlineWidth, style: style.outlineStyle };
        }),
      )
      .toEqual({ color: 'rgb(244, 240, 255)', width: '3px', style: 'solid' });
  });

  test('the dashboard shows today’s tasks', async ({ page }) => {
    await signIn(page);
    await createTaskByApi(page, { title: 'Call the dentist', priority: 'high' });
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Today’s tasks' });
    await expect(card.getByText('Call the dentist')).toBeVisible();
    await expect(card.getByText('High priority')).toBeVisible();
    await card.getByRole('link', { name: 'Open tasks' }).click();
    await expect(page).toHaveURL(/\/tasks$/);
  });

  test('offline: a calm banner, a quest added meanwhile is not saved and says so, its text kept', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page.goto('/');
    await appReady(page);
    const main = page.getByRole('main');
    const quickAdd = main.getByLabel('Add a quest');
    await expect(quickAdd).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'Offline — we’ll keep trying' });
    await expect(banner).toHaveCount(0);

    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await quickAdd.fill('Water the plants');
    await page.keyboard.press('Enter');
    // Never queued out of sight (a reload would lose it): it fails at once, the title kept for a retry.
    await expect(toastWith(page, 'Failed to create quest')).toContainText('Not saved: you are offline');
    await expect(quickAdd).toHaveValue('Water the plants');
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect(page.getByText('Back online', { exact: true })).toBeVisible();
    await quickAdd.press('Enter');
    await expect(main.getByRole('button', { name: 'Complete “Water the plants”' })).toBeVisible();
  });

  test('a request that gets no answer is worded for people and offers Try again', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    const main = page.getByRole('main');
    await page.route('**/api/quests', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await main.getByLabel('Add a quest').fill('Post the parcel');
    await page.keyboard.press('Enter');
    const toast = toastWith(page, 'Failed to create quest');
    await expect(toast).toContainText('Not saved: you are offline.');
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);
    await page.unroute('**/api/quests');
    await toast.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByRole('button', { name: 'Complete “Post the parcel”' })).toBeVisible();
  });

  test.describe('without the service worker', () => {
    // The service worker would serve the screen's code from its cache: here it must come from the network.
    test.use({ serviceWorkers: 'block' });

    test('a screen opened offline recovers by itself once the connection is back', async ({
      page,
      context,
    }) => {
      await signIn(page);
      await page.goto('/');
      await appReady(page);
      await expect(page.getByRole('main').getByLabel('Add a quest')).toBeVisible();
      await context.setOffline(true);
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Item Shop' })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Offline — we’ll keep trying' }),
      ).toBeVisible();
      await context.setOffline(false);
      await expect(page).toHaveURL(/\/shop$/);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByRole('heading', { level: 1, name: 'Offline — we’ll keep trying' })).toHaveCount(
        0,
      );
    });
  });

  test('the companion keeps a broken-down task’s steps in order: step 1 on top, and offered first', async ({
    page,
  }) => {
    test.slow();
    await signIn(page);
    await createQuestByApi(page, {
      title: 'Clean the kitchen',
      description: 'Dishes, counters and the floor',
    });
    await page.goto('/quests');
    await page.getByRole('button', { name: 'Break down “Clean the kitchen” into small steps' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quest Companion' });
    const result = dialog.getByTestId('ai-breakdown');
    const steps = result.locator('ol > li');
    await expect(steps).toHaveCount(5);
    const titles = await steps.locator('p.font-semibold').allTextContents();
    await result.getByRole('button', { name: 'Turn these steps into quests' }).click();
    await expect(result.getByText('Added to your Quest Board')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // The board lists the open quests: the steps read in order from the top, above the older quest.
    const board = page.getByRole('main').getByRole('region', { name: /Active Quests/ });
    await expect(board.getByRole('heading', { level: 3 })).toHaveText([...titles, 'Clean the kitchen']);

    // 'What should I do first?' offers step 1.
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Quest Companion' });
    await card.getByRole('button', { name: 'What should I do first?' }).click();
    const suggestion = card.getByTestId('ai-suggestion');
    await expect(suggestion).toContainText(titles[0] ?? '');
    for (const later of titles.slice(1)) await expect(suggestion).not.toContainText(`“${later}”`);
  });
});

test.describe('phone 375x812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a bottom tab bar with the main places and More; the header names the product', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    const bar = page.getByTestId('bottom-tab-bar');
    await expect(bar).toHaveAttribute('aria-label', 'Main navigation');
    // Short forms of the top navigation's names, so no label is cut off (about 70 px a tab).
    await expect(bar.getByRole('link')).toHaveText(['Home', 'Quests', 'Tasks', 'Boss']);
    await expect(bar.getByRole('button', { name: 'More' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByText('Quest Planner', { exact: true })).toBeVisible();

    // Fixed at the bottom, and nothing sticks out sideways.
    const barBox = await bar.boundingBox();
    expect(barBox && Math.round(barBox.y + barBox.height)).toBe(812);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The assistant's button is docked at the bar's right end, on a spot of its own: it covers no tab.
    const assistant = page.getByRole('button', { name: 'Open the Quest Companion', exact: true });
    const assistantBox = await assistant.boundingBox();
    expect(assistantBox && barBox && assistantBox.y).toBeGreaterThanOrEqual(barBox?.y ?? 0);
    const tabs = await bar
      .locator('a, button')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
    expect(Math.max(...tabs)).toBeLessThanOrEqual(assistantBox?.x ?? 0);

    // Scrolled to the end, the footer's last link is above the bar (the page keeps room for it).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastLink = page.getByRole('contentinfo').getByRole('link').last();
    const linkBox = await lastLink.boundingBox();
    expect(linkBox && barBox && linkBox.y + linkBox.height).toBeLessThanOrEqual(barBox?.y ?? 0);

    // The keyboard reaches the tabs; Enter follows one.
    await bar.getByRole('link', { name: 'Quests' }).focus();
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('link', { name: 'Tasks' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(bar.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');

    // More holds the rest.
    await bar.getByRole('button', { name: 'More' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Item Shop',
      'Character',
      'Inventory',
      'Focus mode',
      'Companions',
      'Clan Hall',
      'Hall of Honors',
      'Profile Settings',
    ]);
    await menu.getByRole('menuitem', { name: 'Clan Hall' }).click();
    await expect(page).toHaveURL(/\/clans$/);
    await expect(bar.getByRole('button', { name: 'More' })).toHaveAttribute('data-active', 'true');
  });

  test('German: every tab label fits whole', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await page.evaluate((key) => window.localStorage.setItem(key, 'de'), LANGUAGE_STORAGE_KEY);
    await page.reload();
    const bar = page.getByTestId('bottom-tab-bar');
    await expect(bar.getByRole('link')).toHaveText(['Start', 'Quests', 'To-dos', 'Boss']);
    await expect(bar.getByRole('button', { name: 'Mehr' })).toBeVisible();
    // A cut-off label (text-overflow: ellipsis) is wider inside than its box.
    const clipped = await bar
      .locator('a span, button span')
      .evaluateAll((spans) =>
        spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent),
      );
    expect(clipped).toEqual([]);
  });

  test('offline: the banner sits above the tab bar', async ({ page, context }) => {
    await signIn(page);
    await page.goto('/');
    await appReady(page);
    await expect(page.getByRole('main').getByLabel('Add a quest')).toBeVisible();
    await expect(page.getByTestId('bottom-tab-bar')).toBeVisible();
    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: 'Offline — we’ll keep trying' });
    await expect(banner).toBeVisible();
    const barBox = await page.getByTestId('bottom-tab-bar').boundingBox();
    const bannerBox = await banner.boundingBox();
    expect(bannerBox && barBox && bannerBox.y + bannerBox.height).toBeLessThanOrEqual(barBox?.y ?? 0);
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });
});

test.describe('a first visit in German', () => {
  test.use({ locale: 'de-DE' });

  test('the app follows the browser’s language until the player picks one', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Jetzt loslegen' })).toBeVisible();
    // The player's own choice wins from then on.
    await page.getByRole('main').getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  });
});

// A visitor's page does not ask for the current user (the server's readable signed-in hint is
// absent), so no 401 is logged; a signed-in player's page still asks (the spec's session check).
test('a visitor’s landing page loads without a single error in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
