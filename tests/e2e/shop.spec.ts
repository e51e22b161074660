import { expect, test } from '@playwright/test';
import { toastWith } from './game-helpers.ts';
import { createUser, signInByApi } from './helpers.ts';

test('shop: a new player buys the iron sword, equips it and sees the damage rise', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/shop');

  const header = page.getByRole('banner');
  const main = page.getByRole('main');
  await expect(header.locator('p[title="Gold"]')).toHaveText('Gold: 100');
  await expect(main.getByRole('tab')).toHaveText(['Weapons', 'Armor', 'Companions', 'Consumables']);

  const sword = main.getByRole('article', { name: 'Iron Sword' });
  const staff = main.getByRole('article', { name: 'Crystal Staff' });
  await expect(sword).toContainText('60 gold');
  await expect(sword).toContainText('+3 damage');
  await expect(staff.getByRole('button', { name: /Buy/ })).toBeDisabled();

  await sword.getByRole('button', { name: /Buy/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Iron Sword?' });
  await expect(dialog).toContainText('You will have 40 gold left.');
  await dialog.getByRole('button', { name: 'Buy now' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'Purchase successful!')).toBeVisible();
  await expect(header.locator('p[title="Gold"]')).toHaveText('Gold: 40');
  await expect(sword.getByText('Owned')).toBeVisible();
  await expect(sword.getByRole('button', { name: /Buy/ })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: /Buy/ })).toBeDisabled();

  // Other tabs sell real items; the leather armor (60) is now out of reach.
  await main.getByRole('tab', { name: 'Armor' }).click();
  await expect(main.getByRole('article', { name: 'Leather Armor' }).getByRole('button')).toBeDisabled();
  await main.getByRole('tab', { name: 'Consumables' }).click();
  await expect(main.getByRole('article', { name: 'Health Potion' })).toContainText('Restores');

  // Inventory: the real item with real totals; equipping it raises the damage to 13 (10 + 3).
  await page.goto('/inventory');
  await expect(main.getByRole('definition').nth(0)).toHaveText('1');
  await expect(main.getByRole('definition').nth(1)).toHaveText('60');
  const owned = main.getByRole('article', { name: 'Iron Sword' });
  await owned.getByRole('button', { name: 'Equip Iron Sword' }).click();
  await expect(toastWith(page, 'Equipment Updated')).toBeVisible();
  await expect(owned.getByText('Equipped', { exact: true })).toBeVisible();
  await expect(owned.getByRole('button', { name: 'Unequip Iron Sword' })).toBeVisible();
  await main.getByRole('tab', { name: 'Treasures' }).click();
  await expect(main.getByRole('link', { name: 'Visit the Item Shop' })).toHaveAttribute(
    'href',
    '/shop?tab=pet',
  );

  // No companion bought: an empty state leading to the shop's Companions tab, never sample pets.
  await page.goto('/companions');
  await expect(main.getByText('No companions yet')).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(0);
  await main.getByRole('link', { name: 'Find a companion' }).click();
  await expect(main.getByRole('tab', { name: 'Companions' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('article', { name: 'Healing Cat' })).toBeVisible();

  await page.goto('/');
  await expect(main.locator('dl').getByText('Damage').locator('..')).toContainText('13');
});

test('inventory: an empty bag links to the shop', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/inventory');
  await expect(page.getByRole('main').getByText('Your bag is still empty')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Visit the Item Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('shop: German labels and a failed purchase shows the server message', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.addInitScript(() => window.localStorage.setItem('adhd-planner-language', 'de'));
  await page.goto('/shop');
  const main = page.getByRole('main');
  await expect(main.getByRole('tab')).toHaveText(['Waffen', 'Rüstung', 'Begleiter', 'Verbrauchbar']);
  // Spend the gold elsewhere (another tab), then try to buy here with the stale balance.
  await main.getByRole('article', { name: 'Eisenschwert' }).getByRole('button').click();
  const dialog = page.getByRole('dialog');
  const spent = await page.request.post('/api/items/purchase', {
    data: { itemId: 'leather-armor' },
    headers: { 'Content-Type': 'application/json', Origin: new URL(page.url()).origin },
  });
  expect(spent.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Jetzt kaufen' }).click();
  await expect(toastWith(page, 'Kauf fehlgeschlagen')).toBeVisible();
  await expect(toastWith(page, 'Kauf fehlgeschlagen')).toContainText('gold');
});
