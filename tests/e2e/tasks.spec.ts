import { expect, test } from '@playwright/test';
import { createTaskByApi, isoDateTime, localDateTime, toastWith } from './game-helpers.ts';
import { createUser, signInByApi } from './helpers.ts';

test('tasks: create, filter by tab, weekly view, complete and delete', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/');
  // The task list is not in the top navigation: the dashboard's Quick Actions lead there.
  await page.getByRole('main').getByRole('link', { name: /Tasks/ }).click();
  await expect(page).toHaveURL(/\/tasks$/);

  const main = page.getByRole('main');
  const summary = main.getByRole('region', { name: 'Your tasks' });
  await expect(summary).toContainText('Pending0');

  // New Task: title required; Cancel closes; Save creates and closes.
  await main.getByRole('button', { name: 'New Task' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await main.getByRole('button', { name: 'New Task' }).first().click();
  await dialog.getByLabel('Title').fill('Reply to the landlord');
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'Task created')).toBeVisible();

  await main.getByRole('button', { name: 'New Task' }).first().click();
  await dialog.getByLabel('Title').fill('Water the herbs');
  await dialog.getByLabel('Due date').fill(localDateTime(0, '12:00'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await createTaskByApi(page, {
    title: 'Book the dentist',
    priority: 'low',
    dueDate: isoDateTime(9, '10:00'),
  });
  await page.reload();

  await expect(summary).toContainText('Pending3');
  await expect(summary).toContainText('High priority1');
  await expect(summary).toContainText('Due today1');

  // Today: due today or without a date; Upcoming: later; Completed: nothing yet.
  const list = main.getByRole('region', { name: 'Task list' });
  const panel = list.getByRole('tabpanel');
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel).toContainText('Water the herbs');
  await expect(panel).toContainText('Reply to the landlord');
  await expect(panel).not.toContainText('Book the dentist');
  await list.getByRole('tab', { name: /Upcoming/ }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel).toContainText('Book the dentist');
  await list.getByRole('tab', { name: /Completed/ }).click();
  await expect(panel).toContainText('Finished tasks will gather here.');

  // The weekly view shows today's task in today's column.
  const week = main.getByRole('region', { name: 'This Week' });
  await expect(week.getByRole('listitem')).toHaveCount(7 + 1);
  await expect(week.locator('[aria-current="date"]')).toContainText('Water the herbs');

  // Completing through the checkbox: once done it is disabled and struck through.
  await list.getByRole('tab', { name: /Today/ }).click();
  await panel.getByRole('checkbox', { name: 'Mark “Reply to the landlord” as done' }).click();
  await expect(toastWith(page, 'Task done!')).toContainText('+15 points');
  await expect(panel).not.toContainText('Reply to the landlord');
  await list.getByRole('tab', { name: /Completed/ }).click();
  const done = panel.getByRole('checkbox', { name: 'Mark “Reply to the landlord” as done' });
  await expect(done).toBeChecked();
  await expect(done).toBeDisabled();
  await expect(panel.getByText('Reply to the landlord', { exact: true })).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  await expect(summary).toContainText('Pending2');
  await expect(toastWith(page, 'Off the List')).toBeVisible({ timeout: 15_000 });

  // Delete asks first.
  await list.getByRole('tab', { name: /Upcoming/ }).click();
  await panel.getByRole('button', { name: 'Delete “Book the dentist”' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this task?' })
    .getByRole('button', { name: 'Delete task' })
    .click();
  await expect(panel).toContainText('Nothing planned for later yet.');
  await expect(summary).toContainText('Pending1');
});

test('focus mode: start, pause, resume, survive a reload, then credit the task at zero', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await createTaskByApi(page, { title: 'Write the report', priority: 'medium' });
  await page.goto('/quests');
  await page.getByRole('main').getByRole('link', { name: 'Tasks' }).click();

  const main = page.getByRole('main');
  const focus = main.getByRole('region', { name: 'Focus Mode' });
  const countdown = focus.getByRole('timer', { name: 'Time left' });
  const seconds = async () => {
    const [minutes, secs] = ((await countdown.textContent()) ?? '').split(':').map(Number);
    return (minutes ?? 0) * 60 + (secs ?? 0);
  };

  await main.getByRole('button', { name: 'Focus on “Write the report”' }).click();
  await expect(focus).toContainText('On: Write the report');
  await expect(countdown).toHaveText(/^00:(0[1-9]|[12]\d|30)$/);

  // Paused time does not count.
  await focus.getByRole('button', { name: 'Pause' }).click();
  await expect(focus.getByText('Paused').first()).toBeVisible();
  const pausedAt = await seconds();
  await page.waitForTimeout(1500);
  expect(await seconds()).toBe(pausedAt);
  await focus.getByRole('button', { name: 'Resume' }).click();
  await expect(focus.getByRole('button', { name: 'Pause' })).toBeVisible();

  // A reload finds the same session with the time that is left. Paused first: the session lasts 30 s
  // here, and a reload on a busy machine must not eat it.
  await focus.getByRole('button', { name: 'Pause' }).click();
  await expect(focus.getByText('Paused').first()).toBeVisible();
  await page.reload();
  await expect(focus.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(focus).toContainText('On: Write the report');
  const afterReload = await seconds();
  expect(afterReload).toBeLessThanOrEqual(pausedAt);
  expect(afterReload).toBeGreaterThan(0);
  await focus.getByRole('button', { name: 'Resume' }).click();

  // At zero the client asks the server to complete; the task is credited.
  await expect(toastWith(page, 'Focus session complete!')).toContainText('“Write the report” is done', {
    timeout: 40_000,
  });
  await expect(focus.getByRole('button', { name: 'Start Focus' })).toBeVisible();
  const list = main.getByRole('region', { name: 'Task list' });
  await list.getByRole('tab', { name: /Completed/ }).click();
  await expect(list.getByRole('checkbox', { name: /Write the report/ })).toBeChecked();
  await expect(main.getByRole('region', { name: 'Your tasks' })).toContainText('Pending0');
});
