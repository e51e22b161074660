import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { appReady, createUser, signInByApi } from './helpers.ts';
import { shootScreen, VIEWPORTS } from './screens.ts';

/**
 * The quick add keeps the focus: a new player types one quest after the other, Enter between them,
 * and never completes one by typing the next (the space in 'Buy milk' once pressed the focused
 * Complete of 'Buy bread'). Complete is focused by the player only, on the dashboard and on the
 * Quest Board.
 */

interface OpenQuest {
  title: string;
  completed: boolean;
}

async function quests(page: Page): Promise<OpenQuest[]> {
  const response = await page.request.get('/api/quests');
  expect(response.status()).toBe(200);
  return ((await response.json()) as OpenQuest[]).map(({ title, completed }) => ({ title, completed }));
}

/** Whether the focused element is a Complete button (its name starts with 'Complete'). */
async function completeFocused(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active instanceof HTMLButtonElement && /^Complete\b/.test(active.getAttribute('aria-label') ?? '');
  });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`typing the next quest adds it and completes nothing (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const user = await createUser(page);
    await signInByApi(page, user);
    await page.goto('/');
    await appReady(page);
    const main = page.getByRole('main');
    const quickAdd = main.getByLabel('Add a quest');
    await expect(quickAdd).toBeFocused();

    // As a player types: no pause for the first answer before the next title.
    await page.keyboard.type('Buy bread');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Buy milk');
    await page.keyboard.press('Enter');

    const list = main.getByRole('list').filter({ has: page.getByText('Buy bread', { exact: true }) });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').nth(0)).toContainText('Buy milk');
    await expect(list.getByRole('listitem').nth(1)).toContainText('Buy bread');
    await expect(quickAdd).toBeFocused();
    await expect(quickAdd).toHaveValue('');
    expect(await completeFocused(page)).toBe(false);
    await expect
      .poll(async () => (await quests(page)).sort((a, b) => a.title.localeCompare(b.title)))
      .toEqual([
        { title: 'Buy bread', completed: false },
        { title: 'Buy milk', completed: false },
      ]);

    // Added with the button: the field takes the focus back, empty.
    await quickAdd.fill('Water the plants');
    await main.getByRole('button', { name: 'Add quest' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(quickAdd).toBeFocused();
    await expect(quickAdd).toHaveValue('');

    await shootScreen(page, `quick-add-${name}`, { fullPage: false });
    await expectAccessible(page, `dashboard after quick adds (${name})`);

    // Completing by keyboard: the focus goes to the next quest's row, never onto its Complete.
    await list.getByRole('button', { name: 'Complete “Water the plants”' }).focus();
    await page.keyboard.press('Enter');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const next = list.getByRole('listitem', { name: 'Buy milk' });
    await expect(next).toBeFocused();
    // A second press of the same key completes nothing more.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await page.waitForTimeout(500);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    expect((await quests(page)).filter((quest) => quest.completed).map((quest) => quest.title)).toEqual([
      'Water the plants',
    ]);
  });
}
