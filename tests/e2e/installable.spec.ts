import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test('the installable app: manifest linked, service worker registered, a calm offline page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The manifest is linked and served, with the icons an install needs.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'Quest Planner', display: 'standalone', start_url: '/' });

  // The service worker registers at the root scope and takes control of the page.
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL ?? null };
  });
  expect(new URL(registration.scope).pathname).toBe('/');
  expect(registration.script).toMatch(/\/sw\.js$/);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
  // Precaching has finished once the worker is active; its cache holds the offline page.
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

  // The server out of reach: a reload shows the calm offline page, as does any other page.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: "You're offline for a moment" })).toBeVisible();
  await expect(page.getByText('Changes you make now are not saved until you are back online.')).toBeVisible();
  await page.goto('/quests');
  await expect(page.getByRole('heading', { name: "You're offline for a moment" })).toBeVisible();

  // Back online, the page opens the app where the player was by itself ('Try again' does it at once).
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: "You're offline for a moment" })).toBeHidden();
  await expect(page).toHaveURL(/\/quests$/);
});

test('the offline page speaks the language chosen in the app', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('adhd-planner-language', 'de'));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Du bist gerade kurz offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await context.setOffline(false);
});
