import { expect, test } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '../../protocol/limits.ts';
import { expectAccessible } from './a11y-helpers.ts';
import { appReady, createUser, signInByApi } from './helpers.ts';
import { shootScreen } from './screens.ts';

/**
 * The built-in companion, as a player meets it: its badge says what answers, not
 * a network fault; a plan from Break down stays when the dialog is closed and after a reload, until
 * the player dismisses it; its steps name the task's object, never paste the whole title.
 */

const WORDS = {
  en: {
    open: 'Open the Quest Companion',
    title: 'Quest Companion',
    tab: 'Break down',
    task: 'Task to break down',
    run: 'Break it down',
    badge: 'Built-in companion',
    kept: 'Your plan stays here until you dismiss it.',
    dismiss: 'Dismiss plan',
    close: 'Close',
    request: 'clean my flat before my parents visit',
  },
  de: {
    open: 'Quest-Begleiter öffnen',
    title: 'Quest-Begleiter',
    tab: 'Zerlegen',
    task: 'Aufgabe zum Zerlegen',
    run: 'Zerlegen',
    badge: 'Integrierter Begleiter',
    kept: 'Dein Plan bleibt hier, bis du ihn verwirfst.',
    dismiss: 'Plan verwerfen',
    close: 'Schließen',
    request: 'meine Wohnung aufräumen, bevor meine Eltern kommen',
  },
} as const;

for (const language of ['en', 'de'] as const) {
  test(`built-in companion (${language}): its badge, a plan kept across closing and a reload until dismissed`, async ({
    page,
  }) => {
    test.slow();
    const words = WORDS[language];
    if (language !== 'en') {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        LANGUAGE_STORAGE_KEY,
        language,
      ] as const);
    }
    await signInByApi(page, await createUser(page));
    await page.goto('/quests');
    await appReady(page);

    const openDialog = async () => {
      await page.getByRole('button', { name: words.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: words.title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('tab', { name: words.tab }).click();
      return dialog;
    };
    let dialog = await openDialog();
    await dialog.getByRole('textbox', { name: words.task }).fill(words.request);
    await dialog.getByRole('button', { name: words.run, exact: true }).click();
    const plan = dialog.getByTestId('ai-breakdown');
    await expect(plan.locator('ol > li').first()).toBeVisible({ timeout: 30_000 });
    const steps = await plan.locator('ol > li').allTextContents();
    expect(steps.length).toBeGreaterThanOrEqual(3);
    // The steps speak of the flat, not of 'clean my flat before my parents visit'.
    for (const step of steps) expect(step).not.toContain(words.request);
    await expect(plan.getByTestId('ai-offline')).toContainText(words.badge);
    await expect(dialog.getByText(words.kept)).toBeVisible();
    await shootScreen(page, `companion-plan-${language}`, { fullPage: false });
    await expectAccessible(page, `companion with a kept plan (${language})`);

    // Closed and opened again: the same plan.
    await dialog.getByRole('button', { name: words.close, exact: true }).click();
    await expect(dialog).toBeHidden();
    dialog = await openDialog();
    await expect(dialog.getByTestId('ai-breakdown').locator('ol > li')).toHaveText(steps);

    // After a reload: still there.
    await page.reload();
    await appReady(page);
    dialog = await openDialog();
    await expect(dialog.getByTestId('ai-breakdown').locator('ol > li')).toHaveText(steps, {
      timeout: 30_000,
    });

    // Dismissed: gone, also after a reload.
    await dialog.getByRole('button', { name: words.dismiss }).click();
    await expect(dialog.getByTestId('ai-breakdown')).toHaveCount(0);
    await page.reload();
    await appReady(page);
    dialog = await openDialog();
    await expect(dialog.getByRole('textbox', { name: words.task })).toBeVisible();
    await expect(dialog.getByTestId('ai-breakdown')).toHaveCount(0);
  });
}
