import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { toastWith } from './game-helpers.ts';
import { appReady, createUser, signInByApi } from './helpers.ts';
import { shootScreen, VIEWPORTS } from './screens.ts';

/**
 * The offline promise: nothing is ever said to be safe that is not. A quest added while offline fails
 * visibly and keeps its text; the offline page a reload shows says plainly what is not saved, and
 * gives way to the app within a second of the connection coming back.
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_HEADING = "You're offline for a moment";

/** The service worker controls the page and has the offline page in its cache. */
async function offlinePageReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          if ((await cache.keys()).some((request) => request.url.includes('/offline.html'))) return true;
        }
        return false;
      }),
    )
    .toBe(true);
}

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test(`offline: a quest is not saved and says so, the reload promises nothing, the app is back within 1 s (${viewport})`, async ({
    page,
    context,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    await signInByApi(page, await createUser(page));
    await page.goto('/quests');
    // A loaded machine can take longer than one expectation's 10 s to start the app.
    await expect(page.locator('html[data-ready="true"]')).toHaveCount(1, { timeout: 60_000 });
    await appReady(page);
    await offlinePageReady(page);
    const main = page.getByRole('main');

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Offline — we’ll keep trying' })).toContainText(
      'You are offline. Changes you make now are not saved until you are back online.',
    );
    await main.getByRole('button', { name: 'New Quest' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Quest' });
    await dialog.getByLabel('Title').fill('Water the plants');
    await dialog.getByRole('button', { name: 'Create Quest' }).click();
    // It fails at once, in the dialog and its toast, and the typed title stays for a retry.
    await expect(dialog.getByRole('alert')).toHaveText(/^Not saved: you are offline/);
    await expect(toastWith(page, 'Failed to create quest')).toContainText('Not saved: you are offline');
    await expect(dialog.getByLabel('Title')).toHaveValue('Water the plants');
    await shootScreen(page, `offline-not-saved-${viewport}`, { fullPage: false });
    await expectAccessible(page, `offline quest dialog (${viewport})`);

    // A reload while offline: the offline page, and no promise that nothing is lost anywhere.
    await page.reload();
    await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toBeVisible();
    await expect(
      page.getByText('You are offline. Changes you make now are not saved until you are back online.'),
    ).toBeVisible();
    await expect(page.getByText(/nothing is lost|nothing was lost/i)).toHaveCount(0);
    expect(await page.content()).not.toMatch(/nothing (is|was) lost/i);
    await shootScreen(page, `offline-page-${viewport}`, { fullPage: false });
    await expectAccessible(page, `offline page (${viewport})`);

    // Back online: the offline page asks for the app by itself within a second (how long the
    // app then takes to load is the machine's, not the promise's: no timed wait on it).
    const reload = page.waitForRequest((request) => request.isNavigationRequest(), { timeout: 1000 });
    await context.setOffline(false);
    await reload;
    await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toBeHidden();
    await expect(page).toHaveURL(/\/quests$/);
    await expect(page.getByRole('main').getByRole('button', { name: 'New Quest' }).first()).toBeVisible();
    // The quest typed while offline was never saved, and nothing pretends it was.
    await expect(page.getByRole('main').getByText('Water the plants')).toHaveCount(0);
  });
}

test('the offline page says what is not saved in every language', async ({ page, context }) => {
  const texts = {
    es: 'Estás sin conexión. Lo que cambies ahora no se guarda hasta que vuelvas a estar en línea.',
    fr: 'Vous êtes hors ligne. Ce que vous modifiez maintenant n’est pas enregistré tant que vous n’êtes pas de retour en ligne.',
    de: 'Du bist offline. Was du jetzt änderst, wird nicht gespeichert, bis du wieder online bist.',
  };
  test.slow();
  await page.goto('/');
  await offlinePageReady(page);
  for (const [language, text] of Object.entries(texts)) {
    await page.evaluate((lang) => window.localStorage.setItem('adhd-planner-language', lang), language);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator(`section[lang="${language}"]`)).toBeVisible();
    await expect(page.locator(`section[lang="${language}"] [data-offline] p`)).toContainText(
      text.replaceAll('’', "'"),
    );
    expect(await page.content()).not.toMatch(/nichts (ist|geht) verloren|no se ha perdido|rien n.est perdu/i);
    // Within a second of the connection coming back it asks for the app.
    const reload = page.waitForRequest((request) => request.isNavigationRequest(), { timeout: 1000 });
    await context.setOffline(false);
    await reload;
    await expect(page.locator(`section[lang="${language}"] h1`)).toBeHidden();
    await expect(page.locator('[data-offline-language]')).toHaveCount(0);
  }
});
