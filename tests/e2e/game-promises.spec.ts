import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, test as base, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { apiCall, createQuestByApi, toastWith } from './game-helpers.ts';
import { createUser, signInByApi, uniqueUser } from './helpers.ts';
import { type OpenSignupServer, startOpenSignupServer } from './open-signup-server.ts';

/**
 * DESIGN section 11, 'Every game promise kept', as a player meets it in the browser: the full-set
 * bonus named where items are sold and shown on the character sheet, what each ability does, rest
 * mode from Profile to the party card, a health potion that is never wasted, and (on a server whose
 * clock the test moves) the boss's strike back after an idle day, healed by a potion from the shop,
 * and no strike in rest mode.
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

test('special abilities: the sheet says what each one does, with its numbers and level', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await visit(page, '/character');
  const abilities = page
    .getByRole('main')
    .getByRole('region', { name: 'Special abilities' })
    .getByRole('listitem');
  await expect(abilities).toHaveCount(4);
  await expect(abilities.nth(0)).toContainText(
    'Focus ShieldThe boss does not strike you back after a day on which you completed a focus session.Unlocks at level 5',
  );
  await expect(abilities.nth(1)).toContainText(
    'Productivity Boost+10% gold on every quest.Unlocks at level 10',
  );
  await expect(abilities.nth(2)).toContainText(
    'Double XPThe first quest you complete each day gives double XP.Unlocks at level 15',
  );
  await expect(abilities.nth(3)).toContainText(
    'Team LeaderWhile you lead a party, every member’s boss hits do +10% damage.Unlocks at level 20',
  );
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

/** A potion is never spent for nothing: at full health it is refused and stays in the bag. */
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

/*
 * The boss's strike back and the potion that heals it, on a server of the file's own whose clock
 * the test moves (E2E_CLOCK_FILE; the shared server's clock must stay put for the other tests).
 * DESIGN 11: a living boss whose party landed no hit during a member's whole previous local day
 * strikes that member at their first request of the new day for 10% of max health; each new day
 * first heals 10 (never above max); a Health Potion heals 30 (never above max) and costs 50 gold;
 * rest mode stops every strike. A player starts with 100 of 100 health and 100 gold.
 */
const clockFile = path.join(mkdtempSync(path.join(tmpdir(), 'qp-e2e-clock-')), 'offset-ms');
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;
const clocked = base.extend<object, { dayServer: OpenSignupServer }>({
  dayServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures name their dependencies here.
    async ({}, use) => {
      writeFileSync(clockFile, '0');
      const server = await startOpenSignupServer({ clockFile });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ dayServer }, use) => {
    await use(dayServer.url);
  },
});

/** A call on the day server as its own page would make it (state changes need its Origin). */
async function dayCall(
  request: APIRequestContext,
  server: OpenSignupServer,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  data?: unknown,
): Promise<unknown> {
  const response = await request.fetch(url, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    // A read may meet a kept-alive connection the server just closed (ECONNRESET on a busy machine).
    ...(method === 'GET' ? { maxRetries: 2 } : {}),
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/** A new player, signed in on `request` (e-mail verification is off on this server). */
async function registerOn(request: APIRequestContext, server: OpenSignupServer): Promise<string> {
  const user = uniqueUser('day');
  await dayCall(request, server, 'POST', '/api/register', user);
  return user.username;
}

/** The dashboard's Health figure, as the player reads it. */
const healthTile = (page: Page) => page.getByRole('main').locator('dt:text-is("Health") + dd').first();

async function openHall(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

clocked.describe('the boss strikes back after an idle day (a movable clock)', () => {
  // One server and one clock file per worker: the tests move the clock one after the other.
  clocked.describe.configure({ mode: 'serial' });

  clocked(
    'a day without a hit costs 10 health; a Health Potion from the shop heals it back',
    async ({ page, dayServer }) => {
      clocked.setTimeout(150_000);
      await registerOn(page.request, dayServer);
      await dayCall(page.request, dayServer, 'POST', '/api/parties', {
        name: `Idle Otters ${randomBytes(2).toString('hex')}`,
      });
      const header = page.getByRole('banner');
      const main = page.getByRole('main');
      await openHall(page);
      await expect(healthTile(page)).toHaveText('100/100');
      await expect(header.locator('p[title="Gold"]')).toHaveText('Gold: 100');

      try {
        // Two days on: the boss lived all of yesterday and nobody in the party hit it.
        writeFileSync(clockFile, String(TWO_DAYS_MS));
        await openHall(page);
        // 100, healed 10 by the new day (already full), struck for 10% of 100.
        await expect(healthTile(page)).toHaveText('90/100');
        // The bell says so kindly (creating the party may have unlocked an achievement too).
        await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
        const bell = page.getByRole('dialog', { name: 'Notifications' });
        await expect(bell).toContainText('struck back after a quiet day');
        await expect(bell).toContainText('You lost 10 health, nothing else.');
        await expect(bell.getByText('struck back after a quiet day')).toHaveCount(1);
        await page.keyboard.press('Escape');
        await expect(bell).toBeHidden();
        // Progress is untouched: the gold is all there.
        await expect(header.locator('p[title="Gold"]')).toHaveText('Gold: 100');

        // The shop sells the potion for 50 gold.
        await page.goto('/shop?tab=consumable');
        const potion = main.getByRole('article', { name: 'Health Potion' });
        await expect(potion).toContainText('Restores 30 health', { timeout: 30_000 });
        await potion.getByRole('button', { name: /Buy/ }).click();
        const confirm = page.getByRole('dialog', { name: 'Buy Health Potion?' });
        await expect(confirm).toContainText('Health Potion costs 50 gold. You will have 50 gold left.');
        await confirm.getByRole('button', { name: 'Buy now' }).click();
        await expect(toastWith(page, 'Purchase successful!')).toBeVisible();
        await expect(header.locator('p[title="Gold"]')).toHaveText('Gold: 50');

        // Used from the inventory it heals 30, never above max: 90 -> 100, and it is gone.
        await page.goto('/inventory');
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        await main.getByRole('tab', { name: 'Consumables' }).click();
        await main
          .getByRole('article', { name: 'Health Potion' })
          .getByRole('button', { name: 'Use Health Potion' })
          .click();
        await expect(toastWith(page, 'Health Potion used')).toBeVisible();
        await expect(main.getByRole('article', { name: 'Health Potion' })).toHaveCount(0);
        await openHall(page);
        await expect(healthTile(page)).toHaveText('100/100');
        await expect(header.locator('p[title="Gold"]')).toHaveText('Gold: 50');

        // A reload (the same day) strikes no second time.
        await page.reload();
        await expect(healthTile(page)).toHaveText('100/100');
      } finally {
        writeFileSync(clockFile, '0');
      }
    },
  );

  clocked(
    'rest mode on: the next day brings no strike, while a partner in the party is struck',
    async ({ page, playwright, dayServer }) => {
      clocked.setTimeout(150_000);
      await registerOn(page.request, dayServer);
      const party = (await dayCall(page.request, dayServer, 'POST', '/api/parties', {
        name: `Sleepy Owls ${randomBytes(2).toString('hex')}`,
      })) as { id: string };
      // A partner in the same party, without rest mode: the control.
      const partner = await playwright.request.newContext({ baseURL: dayServer.url });
      try {
        await registerOn(partner, dayServer);
        await dayCall(partner, dayServer, 'POST', `/api/parties/${party.id}/join`);

        // Rest mode from the Profile switch.
        await page.goto('/profile');
        const restSwitch = page.getByRole('main').getByRole('switch', { name: 'I am resting' });
        await expect(restSwitch).toBeVisible({ timeout: 30_000 });
        await restSwitch.click();
        await expect(toastWith(page, 'Rest mode is on. Take all the time you need.')).toBeVisible();
        await expect(restSwitch).toBeChecked();
        await openHall(page);
        await expect(healthTile(page)).toHaveText('100/100');

        writeFileSync(clockFile, String(TWO_DAYS_MS));
        await openHall(page);
        await expect(healthTile(page)).toHaveText('100/100');
        const bossNotes = async (request: APIRequestContext) =>
          (
            (await dayCall(request, dayServer, 'GET', '/api/notifications?limit=50')) as {
              notifications: { type: string }[];
            }
          ).notifications.filter((n) => n.type === 'boss');
        expect(await bossNotes(page.request)).toHaveLength(0);
        // The partner, not resting, was struck by the same boss on the same day: 100 -> 90.
        const struck = (await dayCall(partner, dayServer, 'GET', '/api/user')) as { health: number };
        expect(struck.health).toBe(90);
        expect(await bossNotes(partner)).toHaveLength(1);
        // Still no strike after a reload.
        await page.reload();
        await expect(healthTile(page)).toHaveText('100/100');
      } finally {
        writeFileSync(clockFile, '0');
        await partner.dispose();
      }
    },
  );
});
