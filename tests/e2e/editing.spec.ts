import { expect, test } from '@playwright/test';
import { createQuestByApi, createTaskByApi, isoDateTime, localDateTime, toastWith } from './game-helpers.ts';
import { createUser, pickLanguage, signInByApi, userMenuButton } from './helpers.ts';

test('editing a quest: the dialog starts from the quest; difficulty brings its reward; overdue is calm', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await createQuestByApi(page, {
    title: 'Water the plants',
    description: 'Both balconies.',
    dueDate: isoDateTime(-1, '09:00'),
  });
  await page.goto('/quests');
  const main = page.getByRole('main');
  const quest = main.getByRole('article', { name: 'Water the plants' });
  // Past its due time: a soft 'Overdue', never an alarm.
  const overdue = quest.getByText('Overdue', { exact: true });
  await expect(overdue).toBeVisible();
  await expect(quest).toContainText('was due');
  await expect(overdue).not.toHaveClass(/ember|red/);

  await quest.getByRole('button', { name: 'Edit “Water the plants”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit quest' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Water the plants');
  await expect(dialog.getByLabel('Description')).toHaveValue('Both balconies.');
  await expect(dialog.getByLabel('Difficulty')).toHaveValue('medium');
  await expect(dialog.getByLabel('Due date')).toHaveValue(localDateTime(-1, '09:00'));
  // The same checks as New Quest.
  await dialog.getByLabel('Title').fill('   ');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();

  await dialog.getByLabel('Title').fill('Water the ferns');
  await dialog.getByLabel('Difficulty').selectOption('hard');
  await dialog.getByLabel('Due date').fill(localDateTime(2, '18:30'));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'Quest updated')).toBeVisible();

  const edited = main.getByRole('article', { name: 'Water the ferns' });
  await expect(edited).toContainText('Hard');
  await expect(edited).toContainText('+50 XP');
  await expect(edited).toContainText('+30 gold');
  await expect(edited).toContainText('Due');
  await expect(edited.getByText('Overdue', { exact: true })).toHaveCount(0);

  // Reopened, it starts from the saved quest; Cancel changes nothing.
  await edited.getByRole('button', { name: 'Edit “Water the ferns”' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Water the ferns');
  await expect(dialog.getByLabel('Difficulty')).toHaveValue('hard');
  await dialog.getByLabel('Title').fill('Something else');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('article', { name: 'Water the ferns' })).toBeVisible();

  // In another language, the words follow.
  await userMenuButton(page, user).click();
  await pickLanguage(page, 'Deutsch');
  await expect(edited.getByRole('button', { name: '„Water the ferns“ bearbeiten' })).toBeVisible();
});

test('editing a task: priority brings its points; a completed task offers no Edit; overdue is calm', async ({
  page,
}) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await createTaskByApi(page, { title: 'Reply to Sam', priority: 'low', dueDate: isoDateTime(-1, '09:00') });
  await createTaskByApi(page, { title: 'Book the dentist' });
  await page.goto('/tasks');
  const main = page.getByRole('main');
  const panel = main.getByRole('region', { name: 'Task list' }).getByRole('tabpanel');
  const row = panel.getByRole('listitem').filter({ hasText: 'Reply to Sam' });
  await expect(row).toContainText('+5 points');
  await expect(row.getByText('Overdue', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Edit “Reply to Sam”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit task' });
  await expect(dialog.getByLabel('Priority')).toHaveValue('low');
  await dialog.getByLabel('Title').fill('Reply to Sam and Kim');
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByLabel('Due date').fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'Task updated')).toBeVisible();
  const edited = panel.getByRole('listitem').filter({ hasText: 'Reply to Sam and Kim' });
  await expect(edited).toContainText('+15 points');
  await expect(edited).toContainText('High priority');
  await expect(edited.getByText('Overdue', { exact: true })).toHaveCount(0);

  await edited.getByRole('checkbox', { name: 'Mark “Reply to Sam and Kim” as done' }).click();
  await expect(toastWith(page, 'Task done!')).toBeVisible();
  await main
    .getByRole('region', { name: 'Task list' })
    .getByRole('tab', { name: /Completed/ })
    .click();
  await expect(panel).toContainText('Reply to Sam and Kim');
  await expect(panel.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
});
