import { expect, type Locator, type Page, test } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '../../protocol/limits.ts';
import { expectAccessible } from './a11y-helpers.ts';
import { apiCall, createQuestByApi, toastWith } from './game-helpers.ts';
import { appReady, createUser, signInByApi } from './helpers.ts';
import { shootScreen, VIEWPORTS } from './screens.ts';

/**
 * Planning on quests and tasks (DESIGN section 13): estimates, energy and a quest's priority in the
 * dialogs and on the cards, checklists ticked inline, the Profile switch that turns the quick add's
 * reading off, and the AI breakdown as a checklist of one quest.
 */

interface Step {
  id: string;
  text: string;
  done: boolean;
}
interface Item {
  id: string;
  title: string;
  dueDate: string | null;
  priority: string | null;
  estimateMinutes: number | null;
  energy: string | null;
  checklist: Step[];
}

async function signedIn(page: Page, language: 'en' | 'de' = 'en'): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    LANGUAGE_STORAGE_KEY,
    language,
  ] as const);
  const user = await createUser(page);
  await signInByApi(page, user);
  await apiCall(page, 'PATCH', '/api/user', { language });
}

async function listed(page: Page, path: '/api/quests' | '/api/tasks'): Promise<Item[]> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()) as Item[];
}

async function itemTitled(page: Page, path: '/api/quests' | '/api/tasks', title: string): Promise<Item> {
  const found = (await listed(page, path)).find((item) => item.title === title);
  expect(found, `${title} in ${path}`).toBeTruthy();
  return found as Item;
}

const questCard = (page: Page, title: string): Locator =>
  page.getByRole('main').getByRole('article', { name: title, exact: true });

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`a quest with an estimate, energy and priority from the dialog; its checklist ticked, added to and removed from inline (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signedIn(page);
    await page.goto('/quests');
    await appReady(page);
    const main = page.getByRole('main');

    await main.getByRole('button', { name: 'New Quest' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Quest' });
    await dialog.getByLabel('Title').fill('Write the report');
    // The server's rule, said before anything is sent.
    await dialog.getByLabel('Estimate (minutes)').fill('700');
    await dialog.getByRole('button', { name: 'Create Quest' }).click();
    await expect(dialog.getByText('Estimate must be a whole number of minutes from 1 to 600')).toBeVisible();
    await expect(dialog.getByLabel('Estimate (minutes)')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Estimate (minutes)').fill('45');
    await expect(dialog.getByText('Estimate must be a whole number of minutes from 1 to 600')).toHaveCount(0);
    await expect(dialog.getByLabel('Energy')).toHaveValue('');
    await dialog.getByLabel('Energy').selectOption({ label: 'High' });
    await dialog.getByLabel('Priority').selectOption({ label: 'Medium' });
    await shootScreen(page, `planning-dialog-en-${size}`, { fullPage: false });
    await expectAccessible(page, `New Quest with planning fields (${size})`);
    await dialog.getByRole('button', { name: 'Create Quest' }).click();
    await expect(dialog).toBeHidden();

    const card = questCard(page, 'Write the report');
    await expect(card).toContainText('~45 min');
    await expect(card).toContainText('High energy');
    await expect(card).toContainText('Medium priority');
    expect(await itemTitled(page, '/api/quests', 'Write the report')).toMatchObject({
      estimateMinutes: 45,
      energy: 'high',
      priority: 'medium',
      checklist: [],
    });

    // Add a step: the field opens with the focus, Enter adds, and it stays for the next one.
    await card.getByRole('button', { name: 'Add a step to “Write the report”' }).click();
    const stepField = card.getByRole('textbox', { name: 'New step for “Write the report”' });
    await expect(stepField).toBeFocused();
    await stepField.fill('Outline the sections');
    await stepField.press('Enter');
    await expect(card.getByRole('checkbox', { name: 'Outline the sections' })).toBeVisible();
    await expect(stepField).toHaveValue('');
    await expect(stepField).toBeFocused();
    await stepField.fill('Draft the summary');
    await stepField.press('Enter');
    await expect(card.getByRole('checkbox', { name: 'Draft the summary' })).toBeVisible();
    await stepField.fill('Ask Sam to proofread');
    await stepField.press('Enter');
    await expect(card.getByText('0 of 3 steps done')).toBeVisible();
    // Escape closes the field; the focus goes back to 'Add a step'.
    await stepField.press('Escape');
    await expect(stepField).toBeHidden();
    await expect(card.getByRole('button', { name: 'Add a step to “Write the report”' })).toBeFocused();

    // Ticked inline: shown at once, and the server has it.
    await card.getByRole('checkbox', { name: 'Outline the sections' }).check();
    await expect(card.getByText('1 of 3 steps done')).toBeVisible();
    await expect
      .poll(async () => (await itemTitled(page, '/api/quests', 'Write the report')).checklist)
      .toEqual([
        expect.objectContaining({ text: 'Outline the sections', done: true }),
        expect.objectContaining({ text: 'Draft the summary', done: false }),
        expect.objectContaining({ text: 'Ask Sam to proofread', done: false }),
      ]);
    await shootScreen(page, `planning-checklist-en-${size}`, { part: card });
    await expectAccessible(page, `quest card with a checklist (${size})`);

    // Removed: the focus moves to the next step, never to <body>.
    await card.getByRole('button', { name: 'Remove the step “Draft the summary”' }).click();
    await expect(card.getByRole('checkbox', { name: 'Draft the summary' })).toHaveCount(0);
    await expect(card.getByRole('checkbox', { name: 'Ask Sam to proofread' })).toBeFocused();
    await card.getByRole('button', { name: 'Remove the step “Ask Sam to proofread”' }).click();
    await expect(card.getByRole('checkbox', { name: 'Outline the sections' })).toBeFocused();
    await card.getByRole('button', { name: 'Remove the step “Outline the sections”' }).click();
    await expect(card.getByRole('button', { name: 'Add a step to “Write the report”' })).toBeFocused();
    await expect
      .poll(async () => (await itemTitled(page, '/api/quests', 'Write the report')).checklist)
      .toEqual([]);
  });
}

test("a task's energy and estimate edited; a refused tick is rolled back with a toast (narrow)", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  await signedIn(page);
  const task = (await apiCall(page, 'POST', '/api/tasks', {
    title: 'Pay the rent',
    estimateMinutes: 20,
    energy: 'low',
  })) as Item;
  await apiCall(page, 'POST', `/api/tasks/${task.id}/checklist`, { text: 'Find the IBAN' });
  await page.goto('/tasks');
  await appReady(page);
  const main = page.getByRole('main');
  const item = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: 'Mark “Pay the rent” as done' }) });
  await expect(item).toContainText('~20 min');
  await expect(item).toContainText('Low energy');
  await expect(item).toContainText('0 of 1 step done');
  await shootScreen(page, 'planning-task-en-narrow', { part: item });
  await expectAccessible(page, 'task with a checklist (narrow)');

  // The server refuses: the tick shows at once, then goes back, and a toast says so.
  await page.route('**/api/tasks/*/checklist/*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Something went wrong' }),
    }),
  );
  const step = item.getByRole('checkbox', { name: 'Find the IBAN' });
  await step.click();
  await expect(toastWith(page, 'The step could not be changed')).toBeVisible();
  await expect(step).not.toBeChecked();
  await page.unroute('**/api/tasks/*/checklist/*');
  await step.check();
  await expect(item).toContainText('1 of 1 step done');
  await expect
    .poll(async () => (await itemTitled(page, '/api/tasks', 'Pay the rent')).checklist[0]?.done)
    .toBe(true);

  await item.getByRole('button', { name: 'Edit “Pay the rent”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit task' });
  await expect(dialog.getByLabel('Energy')).toHaveValue('low');
  await expect(dialog.getByLabel('Estimate (minutes)')).toHaveValue('20');
  await dialog.getByLabel('Energy').selectOption({ label: 'High' });
  await dialog.getByLabel('Estimate (minutes)').fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText('High energy');
  await expect(item).not.toContainText('~20 min');
  expect(await itemTitled(page, '/api/tasks', 'Pay the rent')).toMatchObject({
    energy: 'high',
    estimateMinutes: null,
    priority: 'medium',
  });
});

test('German on a phone: the card with its labels and checklist, and the Edit dialog starting from them', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  await signedIn(page, 'de');
  const quest = (await apiCall(page, 'POST', '/api/quests', {
    title: 'Steuererklärung vorbereiten',
    estimateMinutes: 90,
    energy: 'medium',
    priority: 'high',
  })) as Item;
  for (const text of ['Belege sammeln', 'Lohnausweis herunterladen', 'Formular ausfüllen'])
    await apiCall(page, 'POST', `/api/quests/${quest.id}/checklist`, { text });
  // The dashboard's row shows them too, compact.
  await page.goto('/');
  await appReady(page);
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Steuererklärung vorbereiten' });
  await expect(row).toContainText('~1 Std. 30 Min.');
  await expect(row).toContainText('Hohe Priorität');
  // Clear of the phone's tab bar, which is fixed over the bottom of the page.
  await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shootScreen(page, 'planning-dashboard-de-narrow', { part: row });

  await page.goto('/quests');
  await appReady(page);
  const card = questCard(page, 'Steuererklärung vorbereiten');
  await expect(card).toContainText('~1 Std. 30 Min.');
  await expect(card).toContainText('Mittlere Energie');
  await expect(card).toContainText('Hohe Priorität');
  await card.getByRole('checkbox', { name: 'Belege sammeln' }).check();
  await expect(card.getByText('1 von 3 Schritten erledigt')).toBeVisible();
  await card.getByRole('button', { name: 'Schritt hinzufügen: „Steuererklärung vorbereiten“' }).click();
  await shootScreen(page, 'planning-checklist-de-narrow', { part: card });
  await expectAccessible(page, 'quest card with a checklist (de, narrow)');

  await card.getByRole('button', { name: '„Steuererklärung vorbereiten“ bearbeiten' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Schätzung (Minuten)')).toHaveValue('90');
  await expect(dialog.getByLabel('Energie')).toHaveValue('medium');
  await expect(dialog.getByLabel('Priorität', { exact: true })).toHaveValue('high');
  await dialog.getByLabel('Schätzung (Minuten)').scrollIntoViewIfNeeded();
  await shootScreen(page, 'planning-dialog-de-narrow', { fullPage: false });
  await expectAccessible(page, 'Edit quest with planning fields (de, narrow)');
});

test('the Profile switch off: the quick add adds the line as typed', async ({ page }) => {
  await signedIn(page);
  await page.goto('/profile');
  await appReady(page);
  const toggle = page.getByRole('switch', { name: 'Understand dates in the quick add' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toastWith(page, 'The quick add now adds lines as typed.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/auth/user')).json()) as { quickAddParsing: boolean })
          .quickAddParsing,
    )
    .toBe(false);
  await expectAccessible(page, 'Profile with the quick add switch');
  await toggle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shootScreen(page, 'planning-profile-switch-en', { fullPage: false });

  await page.goto('/quests');
  await appReady(page);
  const field = page.getByRole('main').getByLabel('Add a quest', { exact: true });
  await expect(
    page.getByText('Understanding dates is off: the line is added as you typed it (Profile).'),
  ).toBeVisible();
  await field.fill('call mom tomorrow');
  await expect(page.getByRole('main').locator('mark')).toHaveCount(0);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect
    .poll(async () => (await listed(page, '/api/quests')).map((quest) => [quest.title, quest.dueDate]))
    .toEqual([['call mom tomorrow', null]]);
});

test('the AI breakdown as a checklist of one quest; steps refused on the way are named and added after', async ({
  page,
}) => {
  await signedIn(page);
  await createQuestByApi(page, { title: 'Clean the kitchen', description: 'Dishes, counters and the floor' });
  await page.goto('/quests');
  await appReady(page);
  await page.getByRole('button', { name: 'Break down “Clean the kitchen” into small steps' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quest Companion' });
  const result = dialog.getByTestId('ai-breakdown');
  const steps = result.locator('ol > li');
  await expect(steps).toHaveCount(5);
  const titles = await steps.locator('p.font-semibold').allTextContents();
  expect(titles).toHaveLength(5);
  await expect(result.getByRole('button', { name: 'Turn these steps into quests' })).toBeVisible();
  await expectAccessible(page, 'breakdown with both ways to keep the steps');

  // The third step is refused: the first two stay, the rest are named, and one click adds them.
  let posted = 0;
  await page.route('**/api/quests/*/checklist', (route) => {
    posted += 1;
    if (posted === 3)
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Something went wrong' }),
      });
    return route.continue();
  });
  await result.getByRole('button', { name: 'As a checklist of one quest' }).click();
  const missing = titles
    .slice(2)
    .map((title) => `“${title}”`)
    .join(', ');
  await expect(result.getByText(`Not added yet: ${missing}.`)).toBeVisible();
  await expect(result.getByRole('button', { name: 'Turn these steps into quests' })).toHaveCount(0);
  await page.unroute('**/api/quests/*/checklist');
  await result.getByRole('button', { name: 'Add the 3 missing steps' }).click();
  await expect(toastWith(page, 'One quest with 5 steps created')).toBeVisible();
  await expect(result.getByText('Added as one quest with a checklist')).toBeVisible();

  const made = (await listed(page, '/api/quests')).filter((quest) => quest.title === 'Clean the kitchen');
  expect(made).toHaveLength(2);
  const withSteps = made.find((quest) => quest.checklist.length > 0);
  expect(withSteps?.checklist.map((step) => step.text)).toEqual(titles);
  expect(withSteps?.estimateMinutes).toBeGreaterThan(0);

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByText(`0 of 5 steps done`)).toBeVisible();
});
