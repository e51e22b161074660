import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { de } from '../../client/src/i18n/locales/de.ts';
import { en } from '../../client/src/i18n/locales/en.ts';
import { es } from '../../client/src/i18n/locales/es.ts';
import { fr } from '../../client/src/i18n/locales/fr.ts';
import { createUser, signInByApi, type TestUser, userMenuButton } from './helpers.ts';

/**
 * Screens for a human to look at: `npx playwright test --grep @screens`.
 * Writes test-results/screens/<language>-<viewport>-<screen>.png.
 */
const OUT_DIR = 'test-results/screens';
// English and German are the ones to look at; Spanish and French are shot too, for their long labels.
const LANGUAGES = ['en', 'de', 'es', 'fr'] as const;
const TEXTS = { en, de, es, fr };
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  narrow: { width: 375, height: 800 },
} as const;

type ViewportName = keyof typeof VIEWPORTS;

async function shoot(page: Page, name: string) {
  mkdirSync(OUT_DIR, { recursive: true });
  // Let menus and toasts finish their short entrance.
  await page.waitForTimeout(300);
  // Long words (German above all) must wrap, never push the page sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the viewport`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${OUT_DIR}/${name}.png`, fullPage: true });
}

test.describe('@screens', () => {
  test.describe.configure({ mode: 'serial' });
  let unverified: TestUser;
  let verified: TestUser;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    unverified = await createUser(page, { verified: false });
    verified = await createUser(page);
    await page.close();
  });

  for (const language of LANGUAGES) {
    for (const viewportName of Object.keys(VIEWPORTS) as ViewportName[]) {
      test(`${language} ${viewportName}`, async ({ page }) => {
        const prefix = `${language}-${viewportName}`;
        const text = TEXTS[language];
        await page.setViewportSize(VIEWPORTS[viewportName]);
        await page.addInitScript(
          (lang) => window.localStorage.setItem('adhd-planner-language', lang),
          language,
        );

        await page.goto('/');
        await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
        await shoot(page, `${prefix}-landing`);

        await page.goto('/auth');
        await shoot(page, `${prefix}-auth-login`);
        await page.getByRole('tab').nth(1).click();
        await page.locator('form button[type="submit"]').click();
        await shoot(page, `${prefix}-auth-register-errors`);

        // Verify tab: a login before verifying opens it with the notice.
        await page.getByRole('tab').first().click();
        await page.locator('input[name="emailOrUsername"]').fill(unverified.email);
        await page.locator('input[name="password"]').fill(unverified.password);
        await page.locator('form button[type="submit"]').click();
        await expect(page.getByRole('tab')).toHaveCount(3);
        await shoot(page, `${prefix}-auth-verify`);

        await page.getByRole('tab').first().click();
        await page.locator('input[name="emailOrUsername"]').fill('nobody-here');
        await page.locator('input[name="password"]').fill('wrong-password');
        await page.locator('form button[type="submit"]').click();
        await expect(page.locator('[data-variant="destructive"]')).toBeVisible();
        await shoot(page, `${prefix}-auth-login-failed`);

        await page.goto('/auth?verified=true');
        await shoot(page, `${prefix}-auth-verified`);
        await page.goto('/auth?verified=false');
        await shoot(page, `${prefix}-auth-verify-invalid`);

        await page.goto('/auth');
        await page.getByRole('button', { name: text.auth.forgotLink }).click();
        await shoot(page, `${prefix}-auth-reset`);

        await page.goto('/reset-password?token=example-token');
        await shoot(page, `${prefix}-reset-password`);

        await page.goto('/privacy');
        await shoot(page, `${prefix}-privacy`);
        await page.goto('/nowhere');
        await shoot(page, `${prefix}-not-found`);

        await signInByApi(page, verified);
        await page.goto('/');
        await expect(page.getByRole('heading', { name: new RegExp(verified.username) })).toBeVisible();
        await shoot(page, `${prefix}-dashboard`);
        await userMenuButton(page, verified).click();
        await shoot(page, `${prefix}-dashboard-menu`);
        if (viewportName === 'desktop') {
          // By keyboard: the submenu then stays open whatever the pointer does.
          await page.getByRole('menuitem', { name: text.language.label, exact: true }).press('ArrowRight');
          await expect(page.getByRole('menuitemradio').first()).toBeFocused();
          await shoot(page, `${prefix}-dashboard-language-menu`);
        }
      });
    }
  }
});
