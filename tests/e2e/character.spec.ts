import { expect, type Page, test } from '@playwright/test';
import { de } from '../../client/src/i18n/locales/de.ts';
import { en } from '../../client/src/i18n/locales/en.ts';
import { apiCall, createQuestByApi, toastWith } from './game-helpers.ts';
import { createUser, signInByApi, type TestUser, userMenuButton } from './helpers.ts';
import { shootScreen } from './screens.ts';

/** The Attack, Defense... figure of a stat tile (a <dt> and its <dd>). */
const stat = (page: Page, label: string) =>
  page.getByRole('main').locator(`dt:text-is("${label}") + dd`).first();

/** Legendary quests completed through the API: 75 gold and 100 XP each. */
async function earnGold(page: Page, quests: number) {
  for (let i = 0; i < quests; i += 1) {
    const id = await createQuestByApi(page, { title: `Treasure hunt ${i + 1}`, difficulty: 'legendary' });
    await apiCall(page, 'PATCH', `/api/quests/${id}/complete`);
  }
}

test('character: buy and equip a weapon in one step; attack and avatar follow; the dialog unequips', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/character');
  const main = page.getByRole('main');
  const header = page.getByRole('banner');

  await expect(main.getByRole('heading', { level: 1, name: 'Character Sheet' })).toBeVisible();
  await expect(stat(page, 'Attack')).toHaveText('10');
  await expect(stat(page, 'Defense')).toHaveText('5');
  const avatar = main.getByRole('img', { name: /^Avatar of / }).first();
  await expect(avatar).toHaveAttribute('aria-label', /Background: Blue\. Skin tone: Light\. Hair: Brown\.$/);
  await expect(main.getByRole('region', { name: 'Equipment' })).toContainText('Nothing equipped');
  await expect(main.getByText('Your bag is still empty.')).toBeVisible();

  // Quick upgrades: three weapons and (with 100 gold) two affordable armor pieces' worth of choice.
  const upgrades = main.getByRole('region', { name: 'Quick upgrades' });
  const weapons = upgrades.getByRole('region', { name: 'Weapons' });
  await expect(weapons.getByRole('button')).toHaveCount(3);
  await expect(weapons.getByRole('button', { name: 'Buy & equip Steel Sword for 140 gold' })).toBeDisabled();
  await weapons.getByRole('button', { name: 'Buy & equip Iron Sword for 60 gold' }).click();
  await expect(toastWith(page, 'Iron Sword is yours and equipped.')).toBeVisible();
  await expect(toastWith(page, 'Equipment Updated')).toBeVisible();

  await expect(stat(page, 'Attack')).toHaveText('13');
  await expect(main.getByText('10 + 3 from gear')).toBeVisible();
  await expect(header.locator('p[title="Gold"]')).toHaveText('Gold: 40');
  await expect(avatar).toHaveAttribute('aria-label', /Weapon: Iron Sword/);
  await expect(main.getByRole('region', { name: 'Equipment' })).toContainText('Iron Sword');
  await expect(main.getByRole('region', { name: 'Equipment' })).toContainText('+3 damage');
  // The next upgrades start above the sword now; the armor is out of reach with 40 gold.
  await expect(weapons.getByRole('button').first()).toHaveAccessibleName(/Steel Sword/);
  await expect(
    upgrades.getByRole('button', { name: 'Buy & equip Leather Armor for 60 gold' }),
  ).toBeDisabled();
  // The avatar card lists the sword among the items.
  await expect(main.getByRole('region', { name: user.username }).getByRole('listitem')).toHaveText([
    'Iron Sword',
  ]);

  // The Equipment and Companions dialog, from the header button.
  await main.getByRole('button', { name: 'Manage Equipment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Equipment and Companions' });
  await expect(dialog.getByRole('tab')).toHaveText(['Weapons', 'Armor', 'Companions']);
  await dialog.getByRole('button', { name: 'Unequip Iron Sword' }).click();
  await expect(toastWith(page, 'Iron Sword is back in your bag.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Equip Iron Sword' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Armor' }).click();
  await expect(dialog.getByText('No armor in your bag yet.')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Companions' }).click();
  await expect(dialog.getByRole('link', { name: 'Visit the Item Shop' })).toHaveAttribute(
    'href',
    '/shop?tab=pet',
  );
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(stat(page, 'Attack')).toHaveText('10');
  await expect(avatar).not.toHaveAttribute('aria-label', /Weapon/);

  // Owned but unequipped: the panel offers Equip without buying again.
  await weapons.getByRole('button', { name: 'Equip Iron Sword' }).click();
  await expect(toastWith(page, 'Iron Sword is equipped.')).toBeVisible();
  await expect(stat(page, 'Attack')).toHaveText('13');
  await expect(header.locator('p[title="Gold"]')).toHaveText('Gold: 40');

  // Reached from the header navigation too, and it survives a reload.
  await page.reload();
  await expect(stat(page, 'Attack')).toHaveText('13');
  await expect(main.getByRole('img', { name: /^Avatar of / }).first()).toHaveAttribute(
    'aria-label',
    /Weapon: Iron Sword/,
  );
});

test('companions: feed and activate; the character sheet shows the companion and its bonus', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await earnGold(page, 1);
  await apiCall(page, 'POST', '/api/items/purchase', { itemId: 'healing-cat' });
  await page.goto('/companions');
  const main = page.getByRole('main');
  const header = page.getByRole('banner');
  const cat = main.getByRole('article', { name: 'Healing Cat' });
  await expect(cat).toContainText('50%');
  await expect(header.locator('p[title="Gold"]')).toHaveText('Gold: 55');

  await cat.getByRole('button', { name: 'Feed Healing Cat for 10 gold' }).click();
  await expect(toastWith(page, 'Healing Cat enjoyed the meal')).toBeVisible();
  await expect(cat).toContainText('65%');
  await expect(cat).toContainText('10 / 200 XP');
  await expect(header.locator('p[title="Gold"]')).toHaveText('Gold: 45');

  await cat.getByRole('button', { name: 'Activate Healing Cat' }).click();
  await expect(cat.getByText('Active', { exact: true })).toBeVisible();
  await expect(cat.getByRole('button', { name: 'Deactivate Healing Cat' })).toBeVisible();
  await expect(
    main.getByText(
      'Healing Cat is by your side: +10% XP on every quest you complete, +5% on your boss hits, and the boss’s strike back is halved.',
    ),
  ).toBeVisible();
  // Every companion helps the same way (DESIGN 11): the card says how, with the numbers.
  await expect(cat.getByRole('listitem')).toHaveText([
    '+10% XP on every quest',
    '+5% on your boss hits',
    'Halves the boss’s strike back',
  ]);

  await page.goto('/character');
  const equipment = main.getByRole('region', { name: 'Equipment' });
  await expect(equipment).toContainText('Healing Cat');
  await expect(equipment).toContainText('+10% quest XP, +5% on boss hits, halves the boss’s strike back');
  await expect(main.getByRole('img', { name: /^Avatar of / }).first()).toHaveAttribute(
    'aria-label',
    /Companion: Healing Cat/,
  );

  // The dialog's Companions tab puts it to rest.
  await equipment.getByRole('button', { name: 'Manage Equipment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Equipment and Companions' });
  await dialog.getByRole('tab', { name: 'Companions' }).click();
  await dialog.getByRole('button', { name: 'Unequip Healing Cat' }).click();
  await expect(toastWith(page, 'Healing Cat is resting.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Equip Healing Cat' })).toBeVisible();
  // Escape would close the toast first (the newest layer): the dialog's own Close button.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(equipment).toContainText('No companion at your side');
});

test('nickname and avatar: saved through the editor and the customizer, kept after a reload', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/');
  await userMenuButton(page, user).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  // Two sections for a player: the profile (open first) and Security.
  await expect(main.getByRole('tablist').getByRole('tab')).toHaveText(['Profile', 'Security']);
  await expect(main.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

  // Nickname: a trimmed value under three characters is never sent, not even by Enter.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/nickname')) sent.push(request.postData() ?? '');
  });
  const nickname = main.getByRole('textbox', { name: 'Nickname' });
  const update = main.getByRole('button', { name: 'Update' });
  await nickname.fill('  ab  ');
  await expect(update).toBeDisabled();
  await nickname.press('Enter');
  await nickname.fill('  Moonwalker ');
  await nickname.press('Enter');
  await expect(toastWith(page, 'Nickname updated successfully!')).toBeVisible();
  await expect(nickname).toHaveValue('Moonwalker');
  expect(sent).toEqual([JSON.stringify({ nickname: 'Moonwalker' })]);
  await page.reload();
  await expect(main.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Moonwalker');

  await page.goto('/character');
  await expect(main.getByRole('heading', { level: 2, name: 'Moonwalker' })).toBeVisible();
  await expect(main.getByText(`@${user.username}`)).toBeVisible();

  // The customizer: Save only when something differs, Reset goes back to the saved look.
  await main.getByRole('button', { name: 'Customize Avatar' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Customize Avatar' });
  await expect(dialog.getByRole('tab')).toHaveText(['Appearance', 'Accessories', 'Stats']);
  const save = dialog.getByRole('button', { name: 'Save Changes' });
  const reset = dialog.getByRole('button', { name: 'Reset' });
  await expect(save).toBeDisabled();
  const skin = dialog.getByRole('radiogroup', { name: 'Skin tone' });
  const hair = dialog.getByRole('radiogroup', { name: 'Hair color' });
  await skin.getByRole('radio', { name: 'Dark' }).click();
  await hair.getByRole('radio', { name: 'Red' }).click();
  await expect(save).toBeEnabled();
  await expect(dialog.getByRole('img')).toHaveAttribute('aria-label', /Skin tone: Dark\. Hair: Red/);
  await reset.click();
  await expect(save).toBeDisabled();
  await expect(skin.getByRole('radio', { name: 'Light' })).toBeChecked();
  // Choosing the saved value again is no change either.
  await hair.getByRole('radio', { name: 'Red' }).click();
  await hair.getByRole('radio', { name: 'Brown' }).click();
  await expect(save).toBeDisabled();

  await skin.getByRole('radio', { name: 'Dark' }).click();
  await hair.getByRole('radio', { name: 'Red' }).click();
  await dialog.getByRole('tab', { name: 'Accessories' }).click();
  await dialog.getByRole('radiogroup', { name: 'Accessory' }).getByRole('radio', { name: 'Crown' }).click();
  await dialog.getByRole('tab', { name: 'Stats' }).click();
  await expect(dialog.locator('dt:text-is("Attack") + dd')).toHaveText('10');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'Avatar Updated')).toBeVisible();

  // The avatar card's own choices: colour and outfit, through the other call.
  const card = main.getByRole('region', { name: 'Avatar customization' });
  const saveCard = card.getByRole('button', { name: 'Save avatar' });
  await expect(
    card.getByRole('radiogroup', { name: 'Accessory' }).getByRole('radio', { name: 'Crown' }),
  ).toBeChecked();
  await expect(saveCard).toBeDisabled();
  await card.getByRole('radiogroup', { name: 'Color' }).getByRole('radio', { name: 'Gold' }).click();
  await saveCard.click();
  await expect(toastWith(page, 'Avatar Updated')).toBeVisible();
  await expect(saveCard).toBeDisabled();

  await page.reload();
  await expect(main.getByRole('img', { name: /^Avatar of Moonwalker/ }).first()).toHaveAttribute(
    'aria-label',
    'Avatar of Moonwalker. Background: Gold. Skin tone: Dark. Hair: Red. Accessory: Crown.',
  );
  await page.goto('/');
  await expect(main.getByRole('img', { name: /^Avatar of Moonwalker/ })).toHaveAttribute(
    'aria-label',
    /Accessory: Crown/,
  );
  // The header keeps the initial of the username.
  await expect(userMenuButton(page, user)).toHaveText(user.username.charAt(0).toUpperCase());
});

test('profile: username rules, a taken name, personal details and the language switch', async ({ page }) => {
  const other = await createUser(page);
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.locator('dt')).toHaveText(['Level', 'Experience', 'Gold', 'Streak']);
  await expect(main.locator('dt:text-is("Gold") + dd')).toHaveText('100');

  const username = main.getByRole('textbox', { name: 'Username' });
  const saveUsername = main.getByRole('button', { name: 'Save username' });
  await username.fill('ab');
  await saveUsername.click();
  await expect(main.getByText('Username must be at least 3 characters')).toBeVisible();
  await username.fill(other.username.toUpperCase());
  await saveUsername.click();
  await expect(main.getByText('Username is already taken')).toBeVisible();
  await expect(toastWith(page, 'Error')).toContainText('Username is already taken');
  const renamed = `${user.username.slice(0, 14)}_new`;
  await username.fill(renamed);
  await saveUsername.click();
  await expect(toastWith(page, 'Username saved')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(renamed) })).toBeVisible();

  const save = main.getByRole('button', { name: 'Save details' });
  await expect(save).toBeDisabled();
  await expect(main.getByLabel('Email')).toHaveValue(user.email);
  await main.getByLabel('First name').fill('Ada');
  await main.getByLabel('Last name').fill('Lovelace');
  await main.getByLabel('Timezone').selectOption('Europe/Berlin');
  await main.getByLabel('Language').selectOption('de');
  // Calm by default: clan news reach the bell only when the player asks for them.
  const clanNews = main.getByRole('checkbox', { name: 'Clan news in my notifications' });
  await expect(clanNews).not.toBeChecked();
  await clanNews.check();
  await save.click();
  // Saving the language switches the interface, and the confirmation speaks the new language.
  await expect(toastWith(page, 'Profil aktualisiert')).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: 'Profileinstellungen' })).toBeVisible();

  await page.reload();
  await expect(main.getByLabel('Vorname')).toHaveValue('Ada');
  await expect(main.getByLabel('Nachname')).toHaveValue('Lovelace');
  await expect(main.getByLabel('Zeitzone')).toHaveValue('Europe/Berlin');
  await expect(main.getByLabel('Sprache')).toHaveValue('de');
  await expect(
    main.getByRole('checkbox', { name: 'Clan-Neuigkeiten in meinen Benachrichtigungen' }),
  ).toBeChecked();
  await expect(main.getByRole('textbox', { name: 'Benutzername' })).toHaveValue(renamed);
});

/** Every screen of the economy and character area, for a human to look at. */

const shoot = (page: Page, name: string) => shootScreen(page, name);

test.describe('@screens character', () => {
  // Many screens per test, on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let player: TestUser;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    player = await createUser(page);
    await signInByApi(page, player);
    await earnGold(page, 6);
    for (const itemId of ['iron-sword', 'leather-armor', 'healing-cat', 'health-potion', 'pet-treat']) {
      await apiCall(page, 'POST', '/api/items/purchase', { itemId });
    }
    await apiCall(page, 'POST', '/api/equipment/equip', { itemId: 'iron-sword', type: 'weapon' });
    await apiCall(page, 'POST', '/api/equipment/equip', { itemId: 'leather-armor', type: 'armor' });
    const response = await page.request.get('/api/companions');
    const [cat] = (await response.json()) as Array<{ id: string }>;
    if (!cat) throw new Error('the healing cat was not adopted');
    await apiCall(page, 'POST', '/api/companions/activate', { companionId: cat.id });
    await apiCall(page, 'PATCH', '/api/user/nickname', { nickname: 'Moonwalker' });
    await apiCall(page, 'PATCH', '/api/user/avatar', { avatarColor: 'purple', avatarAccessory: 'crown' });
    await apiCall(page, 'PATCH', '/api/user', { firstName: 'Ada', lastName: 'Lovelace' });
    await page.close();
  });

  const TEXTS = { en, de };
  for (const language of ['en', 'de'] as const) {
    for (const width of [1280, 375]) {
      test(`${language} ${width}`, async ({ page }) => {
        const text = TEXTS[language];
        const prefix = `${language}-${width === 375 ? 'narrow' : 'desktop'}`;
        await page.setViewportSize({ width, height: 800 });
        await page.addInitScript(
          (lang) => window.localStorage.setItem('adhd-planner-language', lang),
          language,
        );
        await signInByApi(page, player);
        const main = page.getByRole('main');

        await page.goto('/character');
        await expect(
          main.getByRole('region', { name: text.character.quickBuy.title }).getByRole('listitem').first(),
        ).toBeVisible();
        await shoot(page, `${prefix}-character`);
        await main.getByRole('button', { name: text.character.manageEquipment }).first().click();
        await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
        await shoot(page, `${prefix}-equipment-dialog`);
        await page.keyboard.press('Escape');
        await main.getByRole('button', { name: text.character.customizeAvatar }).first().click();
        await page.getByRole('dialog').getByRole('radiogroup').nth(1).getByRole('radio').nth(3).click();
        await shoot(page, `${prefix}-customizer-dialog`);
        await page.keyboard.press('Escape');

        await page.goto('/profile');
        await expect(main.getByRole('textbox', { name: text.profile.nickname.label })).toHaveValue(
          'Moonwalker',
        );
        await shoot(page, `${prefix}-profile`);

        await page.goto('/');
        await expect(main.getByRole('img', { name: /Moonwalker/ })).toBeVisible();
        await shoot(page, `${prefix}-dashboard-avatar`);

        if (width === 375) return;
        await page.goto('/shop');
        await expect(main.getByRole('article').first()).toBeVisible();
        await shoot(page, `${prefix}-shop-economy`);
        await page.goto('/inventory');
        await expect(main.getByRole('article').first()).toBeVisible();
        await shoot(page, `${prefix}-inventory-economy`);
        await page.goto('/companions');
        await expect(main.getByRole('article').first()).toBeVisible();
        await shoot(page, `${prefix}-companions`);
      });
    }
  }
});
