import { expect, test } from '@playwright/test';
import { createUser, signInByApi } from './helpers.ts';

test('profile: quest titles stay private until the player switches sharing on', async ({ page }) => {
  const user = await createUser(page);
  await signInByApi(page, user);
  await page.goto('/profile');
  const share = page.getByRole('switch', { name: 'Show my quest titles to my clan and party' });
  await expect(share).not.toBeChecked();
  await expect(page.getByText('Your quests are yours.')).toBeVisible();

  await share.check();
  // A busy CI machine can take a while to answer the save: wait for its answer itself.
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/user') && response.request().method() === 'PATCH',
    { timeout: 45_000 },
  );
  await page.getByRole('button', { name: 'Save details' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Save details' })).toBeDisabled();
  const saved = await page.request.get('/api/user');
  expect((await saved.json()).shareQuestTitles).toBe(true);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show my quest titles to my clan and party' })).toBeChecked();
});
