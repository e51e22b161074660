import { expect, test } from '@playwright/test';
import { createQuestByApi, localDateTime, recordToasts, shownToasts, toastWith } from './game-helpers.ts';
import { createUser, signInByApi } from './helpers.ts';

test('quest board: create, complete with live header updates, one achievement toast, abandon', async ({
  page,
}) => {
  // Many steps, each waiting for the live header: more than one screen's time on a busy machine.
  test.slow();
  const user = await createUser(page);
  await signInByApi(page, user);
  await recordToasts(page);
  await page.goto('/quests');

  const header = page.getByRole('banner');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(user.username) })).toBeVisible();
  // The empty board offers the Quest Companion's three starter quests instead of a promise.
  await expect(main.getByRole('region', { name: 'Three small quests for today' })).toBeVisible();
  await expect(main.getByRole('button', { name: /^Add quest: “.+”$/ })).toHaveCount(3);
  // Nothing today yet: no Today's Progress bar.
  await expect(main.getByText("Today's Progress")).toHaveCount(0);
  await expect(header.getByText('Lv. 1')).toBeVisible();
  await expect(header.locator('p[title="Gold"]')).toHaveText('Gold: 100');

  // New Quest: the title is required; difficulty and type have their defaults.
  await main.getByRole('button', { name: 'New Quest' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Quest' });
  await expect(dialog.getByLabel('Difficulty')).toHaveValue('medium');
  await expect(dialog.getByLabel('Quest type')).toHaveValue('main');
  await dialog.getByRole('button', { name: 'Create Quest' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('Water the plants');
  await dialog.getByLabel('Description').fill('Both balconies.');
  await dialog.getByLabel('Due date').fill(localDateTime(1, '18:30'));
  await dialog.getByRole('button', { name: 'Create Quest' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'Quest Created!')).toBeVisible();

  const quest = main.getByRole('article', { name: 'Water the plants' });
  await expect(quest).toContainText('Medium');
  await expect(quest).toContainText('+25 XP');
  await expect(quest).toContainText('+15 gold');
  await expect(quest).toContainText('Due');

  // Complete: rewards in the toast, header and XP bar change without a reload.
  await quest.getByRole('button', { name: 'Complete “Water the plants”' }).click();
  await expect(toastWith(page, 'Quest Complete!')).toContainText('You earned 25 XP and 15 gold.');
  await expect(header.locator('p[title="Gold"]')).toHaveText('Gold: 115');
  await expect(main.getByText('25 / 75 XP')).toBeVisible();
  await expect(main.getByRole('progressbar', { name: 'Experience' })).toHaveAttribute(
    'aria-valuenow',
    String((25 / 75) * 100),
  );
  await expect(main.getByText('1/1 quests')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Completed Today' })).toContainText('Water the plants');
  await expect(main.getByRole('region', { name: 'Three small quests for today' })).toBeVisible();
  // The achievement follows the reward toast, in its own toast.
  await expect(toastWith(page, 'First Steps')).toBeVisible({ timeout: 15_000 });
  await expect(toastWith(page, 'First Steps')).toContainText('+10 points');

  // A legendary quest raises the level: badge, gold and bar follow at once.
  await createQuestByApi(page, { title: 'Slay the inbox dragon', difficulty: 'legendary' });
  await page.reload();
  const legendary = main.getByRole('article', { name: 'Slay the inbox dragon' });
  await expect(legendary).toContainText('Legendary');
  await expect(legendary).toContainText('+100 XP');
  await legendary.getByRole('button', { name: /^Complete/ }).click();
  // The level-up has its own dialog, which waits for the player; the toast keeps to the rewards.
  const levelUp = page.getByRole('dialog', { name: 'Level up!' });
  await expect(levelUp).toContainText('You reached level 2.');
  await expect(toastWith(page, 'Quest Complete!')).toContainText('You earned 100 XP and 75 gold.');
  await levelUp.getByRole('button', { name: 'Continue' }).click();
  await expect(levelUp).toBeHidden();
  await expect(header.getByText('Lv. 2')).toBeVisible();
  await expect(header.locator('p[title="Gold"]')).toHaveText('Gold: 190');
  await expect(main.getByText('50 / 109 XP')).toBeVisible();
  await expect(main.getByText('2/2 quests')).toBeVisible();

  // Abandon asks first; keeping it changes nothing, confirming removes it.
  await createQuestByApi(page, { title: 'Reorganise the attic', difficulty: 'hard' });
  await page.reload();
  const attic = main.getByRole('article', { name: 'Reorganise the attic' });
  await attic.getByRole('button', { name: 'Abandon “Reorganise the attic”' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Abandon this quest?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(attic).toBeVisible();
  await attic.getByRole('button', { name: /^Abandon/ }).click();
  await confirm.getByRole('button', { name: 'Abandon quest' }).click();
  await expect(attic).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Completed Quests' })).toContainText('Slay the inbox dragon');

  // 'First Steps' was announced once, though it also arrived as a live push; it never comes back.
  await page.waitForTimeout(1500);
  const firstSteps = (await shownToasts(page)).filter((text) => text.includes('First Steps'));
  expect(firstSteps).toHaveLength(1);
});

test('dashboard and Hall of Honors show the quests, achievements and activity', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await createQuestByApi(page, { title: 'Stretch for five minutes', difficulty: 'easy' });
  await createQuestByApi(page, { title: 'Call grandma', difficulty: 'legendary' });

  await page.goto('/');
  const main = page.getByRole('main');
  const active = main.getByRole('region', { name: 'Active Quests' });
  await expect(active).toContainText('Stretch for five minutes');
  await expect(active).toContainText('2 active quests');
  await expect(main.getByRole('region', { name: 'Recent activity' })).toContainText(
    'Your adventures will be recorded here.',
  );

  await page.goto('/quests');
  await main.getByRole('button', { name: 'Complete “Call grandma”' }).click();
  await page.getByRole('dialog', { name: 'Level up!' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('banner').getByText('Lv. 2')).toBeVisible();

  await page.goto('/');
  await expect(active).toContainText('1 active quest');
  const feed = main.getByRole('region', { name: 'Recent activity' });
  await expect(feed).toContainText('Quest completed: Call grandma');
  await expect(feed).toContainText('Level up! Reached level 2');
  await expect(feed).toContainText('Achievement unlocked: First Steps');
  await expect(feed).toContainText('now');
  await expect(main.getByRole('region', { name: 'Recent achievements' })).toContainText('First Steps');
  const stats = main.getByRole('region', { name: 'Your stats' });
  await expect(stats).toContainText('Quests completed1');
  await expect(stats).toContainText('Current streak1 day');

  // Quick Actions lead to the Task list and the Hall of Honors.
  await expect(main.getByRole('link', { name: /Tasks/ })).toHaveAttribute('href', '/tasks');
  await main.getByRole('link', { name: /Hall of Honors/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hall of Honors' })).toBeVisible();
  const earned = main.getByRole('region', { name: 'Legendary Titles' });
  await expect(earned.getByRole('listitem').filter({ hasText: 'First Steps' })).toContainText('Earned');
  await expect(earned).toContainText('Stuff of Legends');
  const unclaimed = main.getByRole('region', { name: 'Unclaimed Honors' });
  await expect(unclaimed.getByRole('listitem').filter({ hasText: 'Quest Apprentice' })).toContainText(
    '1 / 5',
  );
  await expect(main.getByText('Next Legendary Milestone')).toBeVisible();

  // Titles switch language with the interface.
  await page.evaluate(() => window.localStorage.setItem('adhd-planner-language', 'de'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ruhmeshalle' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Legendäre Titel' })).toContainText('Erste Schritte');
});

test('visitors get the not-found page for the player screens', async ({ page }) => {
  for (const path of ['/quests', '/tasks', '/achievements']) {
    await page.goto(path);
    await expect(page.getByText("This page doesn't exist or has been moved.")).toBeVisible();
  }
});

test('the empty board: a starter quest is added with one click, focused, and never without it', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/quests');
  const main = page.getByRole('main');
  const offers = main.getByRole('region', { name: 'Three small quests for today' });
  await expect(offers.getByRole('listitem')).toHaveCount(3);
  // Looking adds nothing: the board stays empty after a reload.
  await page.reload();
  await expect(offers.getByRole('listitem')).toHaveCount(3);
  expect(await page.evaluate(() => fetch('/api/quests').then((r) => r.json()))).toEqual([]);

  const first = offers.getByRole('listitem').first();
  const add = first.getByRole('button', { name: /^Add quest: “.+”$/ });
  const title = (await add.getAttribute('aria-label'))?.match(/^Add quest: “(.+)”$/)?.[1] ?? '';
  expect(title).not.toBe('');
  await add.click();
  await expect(toastWith(page, 'Quest added')).toBeVisible();
  const quest = main.getByRole('article', { name: title });
  await expect(quest).toContainText('Easy');
  await expect(quest).toContainText('+10 XP');
  // The new quest's card has the focus (its Complete is the player's to focus: one Tab).
  await expect(quest).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(quest.getByRole('button', { name: `Complete “${title}”` })).toBeFocused();

  // Completing it brings back the two offers left for today.
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Quest Complete!')).toBeVisible();
  await expect(offers.getByRole('listitem')).toHaveCount(2);
});
