import { expect, test } from '@playwright/test';
import { createUser, linkFromMail, loginThroughUi, uniqueUser } from './helpers.ts';

test('register, verify through the e-mailed link, then log in to the dashboard', async ({ page }) => {
  const user = uniqueUser('newbie');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Begin Your Quest' }).click();

  await expect(page.getByRole('tab', { name: 'Verify' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(user.email).first()).toBeVisible();

  await page.goto(await linkFromMail(user.email, '/api/verify-email'));
  await expect(page).toHaveURL(/\/auth\?verified=true$/);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Login' }).click();

  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await loginThroughUi(page, user.username, user.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}!` })).toBeVisible();
  await expect(page.getByText('Novice Adventurer')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Experience' })).toBeVisible();
});

test('logging in before verifying opens the Verify tab with the required notice', async ({ page }) => {
  const user = await createUser(page, { verified: false });
  await page.goto('/login');
  await loginThroughUi(page, user.email, user.password);
  await expect(page.getByRole('tab', { name: 'Verify' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Email Verification Required' })).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email sent', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page.getByRole('tab', { name: 'Verify' })).toHaveCount(0);
});

test('a wrong password shows the Login failed notice', async ({ page }) => {
  await page.goto('/auth');
  await loginThroughUi(page, uniqueUser('ghost').username, 'not-the-password');
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Email or password is incorrect. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the forms check their fields before sending anything', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Begin Your Quest' }).click();
  await expect(page.getByText('Please enter a valid email', { exact: true })).toBeVisible();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Login to Adventure' }).click();
  await expect(page.getByText('Email or username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('forgot password: the mailed link sets a new password that works', async ({ page }) => {
  const user = await createUser(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('tab', { name: 'Reset' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');

  const newPassword = `${user.password}-new`;
  await page.goto(await linkFromMail(user.email, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 8_000 });

  await loginThroughUi(page, user.email, newPassword);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.username}!` })).toBeVisible();
});

test('a reset link without a token says so and leads to the auth screen', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid Link', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown verification link shows the invalid-link state with the resend form', async ({ page }) => {
  await page.goto('/api/verify-email?token=not-a-real-token');
  await expect(page).toHaveURL(/\/auth\?verified=false$/);
  await expect(page.getByRole('heading', { name: /invalid or has expired/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
});
