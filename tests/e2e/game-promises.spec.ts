import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { apiCall, createQuestByApi, toastWith } from './game-helpers.ts';
import { createUser, signInByApi } from './helpers.ts';

/**
 * DESIGN section 11, 'Every game promise kept', as a player meets it in the browser: the full-set
 * bonus named where items are sold and shown on the character sheet, rest mode from Profile to the
 * party card, and a health potion that is never wasted.
 */

/** The Attack, Defense... figure of a stat tile (a <dt> and its <dd>). */
const stat = (page: Page, label: string) =>
  page.getByRole('main').locator(`dt:text-is("${label}") + dd`).first();

const BONUS = '+2 damage, +2 defense and +10% quest XP';

/**
 * Opens a screen and waits for its heading: a lazily loaded screen can take longer than one expect
 * timeout on a busy machine, and the checks after it should not pay for that.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

test('full set: the shop names the set, the sheet shows 1 of 2, then the active bonus in the figures', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = await createUser(page);
  await signInByApi(page, user);
  // The cheapest set costs 120 gold and a player starts with 100: one legendary quest (75 gold)
  // earns the rest the way a player does.
  const quest = await createQuestByApi(page, { title: 'Clear the inbox', difficulty: 'legendary' });
  await apiCall(page, 'PATCH', `/api/quests/${quest}/complete`);

  const main = page.getByRole('main');
  const setCard = main.getByRole('region', { name: 'Set bonus' });
  const pieces = setCard.getByRole('list', { name: 'Pieces' }).getByRole('listitem');

  // Nothing of a set worn: the card says what sets are.
  await visit(page, '/character');
  await expect(setCard).toContainText(`A set is a weapon and an armor made to go together.`);
  await expect(setCard).toContainText(BONUS);

  // The shop names the set where people buy, with the other piece and the bonus.
  await visit(page, '/shop');
  const sword = main.getByRole('article', { name: 'Iron Sword' });
  await expect(sword.getByText('Wanderer set', { exact: true })).toBeVisible();
  await expect(sword).toContainText(`Wanderer set: wear it with Leather Armor for ${BONUS}.`);
  await sword.getByRole('button', { name: /Buy/ }).click();
  await page
    .getByRole('dialog', { name: 'Buy Iron Sword?' })
    .getByRole('button', { name: 'Buy now' })
    .click();
  await expect(toastWith(page, 'Purchase successful!')).toBeVisible();

  // The equipment dialog tags the sword with its set too; equipping it starts the set.
  await visit(page, '/character');
  await main.getByRole('button', { name: 'Manage Equipment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Equipment and Companions' });
  const tag = dialog.getByRole('listitem').filter({ hasText: 'Iron Sword' }).locator('[title]');
  await expect(tag).toHaveAttribute('title', `Wanderer set: wear it with Leather Armor for ${BONUS}.`);
  await dialog.getByRole('button', { name: 'Equip Iron Sword' }).click();
  await expect(dialog.getByRole('button', { name: 'Unequip Iron Sword' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(setCard.getByRole('heading', { name: 'Wanderer set' })).toBeVisible();
  await expect(setCard.getByText('1 of 2 pieces worn')).toBeAttached();
  await expect(setCard).toContainText(`Also wear Leather Armor for ${BONUS}.`);
  await expect(pieces.filter({ hasText: 'Iron Sword' })).toContainText('Worn');
  await expect(pieces.filter({ hasText: 'Leather Armor' })).toContainText('Not owned yet');
  await expect(stat(page, 'Attack')).toHaveText('13');
  await expect(stat(page, 'Defense')).toHaveText('5');

  // The card leads to the missing piece in the shop.
  await setCard.getByRole('link', { name: 'Find Leather Armor in the shop' }).click();
  await expect(page).toHaveURL(/\/shop\?tab=armor$/);
  const armor = main.getByRole('article', { name: 'Leather Armor' });
  await expect(armor).toContainText(`Wanderer set: wear it with Iron Sword for ${BONUS}.`);
  await armor.getByRole('button', { name: /Buy/ }).click();
  await page
    .getByRole('dialog', { name: 'Buy Leather Armor?' })
    .getByRole('button', { name: 'Buy now' })
    .click();
  await expect(toastWith(page, 'Purchase successful!')).toBeVisible();

  // Back on the sheet the armor is in the bag; one click puts it on and completes the set.
  await visit(page, '/character');
  await expect(pieces.filter({ hasText: 'Leather Armor' })).toContainText('In your bag');
  await setCard.getByRole('button', { name: 'Equip Leather Armor' }).click();
  await expect(toastWith(page, 'Equipment Updated')).toBeVisible();
  await expect(setCard.getByText('2 of 2 pieces worn')).toBeAttached();
  await expect(setCard).toContainText(`Bonus active: ${BONUS}, already counted in your attack and defense.`);
  await expect(setCard.getByRole('button')).toHaveCount(0);
  // 10 + 3 (sword) + 2 (set); 5 + 3 (armor) + 2 (set).
  await expect(stat(page, 'Attack')).toHaveText('15');
  await expect(stat(page, 'Defense')).toHaveText('10');
  await expect(main.getByText('10 + 5 from gear')).toBeVisible();
  await expect(main.getByText('5 + 5 from gear')).toBeVisible();

  // And the XP part of the promise: an easy quest (10 XP) gives 11 with the set on.
  const easy = await createQuestByApi(page, { title: 'Water the plants', difficulty: 'easy' });
  const done = (await apiCall(page, 'PATCH', `/api/quests/${easy}/complete`)) as {
    rewards: { experience: number };
  };
  expect(done.rewards.experience).toBe(11);

  // Kept after a reload; the card is accessible wide and on a phone.
  await page.reload();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(setCard.getByText('2 of 2 pieces worn')).toBeAttached();
  await expectAccessible(page, 'character with a full set, 1280 px');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(setCard).toBeVisible();
  await expectAccessible(page, 'character with a full set, 375 px');
});

test('set card: nothing of a set worn, accessible wide and on a phone', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await visit(page, '/character');
  const setCard = page.getByRole('main').getByRole('region', { name: 'Set bonus' });
  await expect(setCard).toContainText('The shop names the set of every weapon and armor.');
  await expect(setCard.getByRole('link', { name: 'Visit the Item Shop' })).toHaveAttribute('href', '/shop');
  await expectAccessible(page, 'character without a set, 1280 px');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(setCard).toBeVisible();
  await expectAccessible(page, 'character without a set, 375 px');
});

test('rest mode: the Profile switch turns it on, the party shows the badge, off removes it', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  const partyName = `Quiet Owls ${randomBytes(2).toString('hex')}`;
  await apiCall(page, 'POST', '/api/parties', { name: partyName });
  const main = page.getByRole('main');
  const me = main
    .getByRole('region', { name: partyName })
    .getByRole('list', { name: 'Members' })
    .getByRole('listitem')
    .filter({ hasText: user.username });

  await visit(page, '/boss-fight');
  await expect(me).toBeVisible();
  await expect(me.getByText('Resting', { exact: true })).toHaveCount(0);

  await visit(page, '/profile');
  const restSwitch = main.getByRole('switch', { name: 'I am resting' });
  await expect(restSwitch).not.toBeChecked();
  // The switch shows the saved state, so it flips when the server answers: a click, then the wait.
  await restSwitch.click();
  await expect(toastWith(page, 'Rest mode is on. Take all the time you need.')).toBeVisible();
  await expect(restSwitch).toBeChecked();

  await visit(page, '/boss-fight');
  await expect(me.getByText('Resting', { exact: true })).toBeVisible();
  await expect(me.getByText('Resting', { exact: true })).toHaveAttribute(
    'title',
    'Resting: rest mode is on, the boss does not strike back',
  );

  await visit(page, '/profile');
  await expect(restSwitch).toBeChecked();
  await restSwitch.click();
  await expect(toastWith(page, 'Rest mode is off. Welcome back!')).toBeVisible();
  await expect(restSwitch).not.toBeChecked();

  await visit(page, '/boss-fight');
  await expect(me).toBeVisible();
  await expect(me.getByText('Resting', { exact: true })).toHaveCount(0);
});

/*
 * The potion healing after a strike is not played here: a strike needs a boss that lived through a
 * whole previous local day of the player, and the e2e server reads the real time on that path (its
 * movable clock, E2E_CLOCK_FILE, covers routines only) while its database is PGlite inside the
 * server process. tests/api/gamePromises.test.ts covers the strike and the heals. What the browser
 * can honestly show is the other half of the promise: a potion is never spent for nothing.
 */
test('health potion: at full health it is refused and kept, never wasted', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await apiCall(page, 'POST', '/api/items/purchase', { itemId: 'health-potion' });
  await visit(page, '/inventory');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Consumables' }).click();
  const potion = main.getByRole('article', { name: 'Health Potion' });
  await expect(potion).toContainText('Restores 30 health');
  await potion.getByRole('button', { name: 'Use Health Potion' }).click();
  await expect(toastWith(page, 'Could not use this item')).toContainText('Your health is already full.');
  await page.reload();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await main.getByRole('tab', { name: 'Consumables' }).click();
  await expect(main.getByRole('article', { name: 'Health Potion' })).toBeVisible();
});
