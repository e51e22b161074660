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
  await page.getByRole('button', { name: 'Save details' }).click();
  // A busy CI machine can take a while to answer the save: wait for it, not for one expect timeout.
  await expect(page.getByRole('status').getByText('Profile updated').first()).toBeVisible({
    timeout: 45_000,
  });
  const saved = await page.request.get('/api/user');
  expect((await saved.json()).shareQuestTitles).toBe(true);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show my quest titles to my clan and party' })).toBeChecked();
});
