import { expect, type Page } from '@playwright/test';
import { baseUrl } from './helpers.ts';

/** Seeds game data through the API with the page's session (state changes need the Origin header). */
export async function apiCall(
  page: Page,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data: unknown = {},
): Promise<unknown> {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

export async function createQuestByApi(
  page: Page,
  quest: { title: string; description?: string; difficulty?: string; questType?: string; dueDate?: string },
): Promise<string> {
  const created = (await apiCall(page, 'POST', '/api/quests', quest)) as { id: string };
  return created.id;
}

export async function createTaskByApi(
  page: Page,
  task: { title: string; description?: string; priority?: string; dueDate?: string },
): Promise<string> {
  const created = (await apiCall(page, 'POST', '/api/tasks', task)) as { id: string };
  return created.id;
}

/** A `datetime-local` value `days` from today at `time` ('HH:MM'), in the browser's zone. */
export function localDateTime(days: number, time: string): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${time}`;
}

/** The same moment as an ISO date-time with offset, for API seeding (the test runs in the browser's zone). */
export function isoDateTime(days: number, time: string): string {
  return new Date(localDateTime(days, time)).toISOString();
}

/**
 * Records the text of every toast that appears in this tab (kept in sessionStorage, so reloads do
 * not reset it), so a test can count how often one was shown. Read it with `shownToasts`.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = 'e2e-shown-toasts';
    const record = (text: string) => {
      const seen = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[];
      seen.push(text);
      window.sessionStorage.setItem(key, JSON.stringify(seen));
    };
    new MutationObserver((records) => {
      for (const mutation of records) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches('[data-variant]')
            ? [node]
            : [...node.querySelectorAll('[data-variant]')];
          for (const toast of toasts) record(toast.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export async function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(
    () => JSON.parse(window.sessionStorage.getItem('e2e-shown-toasts') ?? '[]') as string[],
  );
}

/** The toast on screen (one at a time). */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('[data-variant]').filter({ hasText: text });
}
