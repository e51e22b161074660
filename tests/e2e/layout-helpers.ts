import { expect, type Page } from '@playwright/test';
import { baseUrl, linkFromMail, signInByApi, type TestUser, uniqueUser } from './helpers.ts';

/** A verified, signed-in player whose name has the longest length allowed (20 characters). */
export async function createLongNamedPlayer(page: Page): Promise<TestUser> {
  const user = uniqueUser('adventurer');
  expect(user.username).toHaveLength(20);
  const response = await page.request.post('/api/register', {
    data: user,
    headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
  });
  expect(response.status(), await response.text()).toBe(201);
  const link = await linkFromMail(user.email, '/api/verify-email');
  const verify = await page.request.get(link, { maxRedirects: 0 });
  expect(verify.headers().location ?? '').toContain('verified=true');
  await signInByApi(page, user);
  return user;
}

/** The interface's language on every page of this tab (what the language menu stores). */
export async function useInterfaceLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((code) => window.localStorage.setItem('adhd-planner-language', code), language);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * In the page: the part of an element's box that can be seen, cut by every ancestor that clips
 * (overflow other than visible) and by the viewport; null when nothing of it shows, or when it is
 * hidden (display, visibility, opacity 0). Installed once per page as `window.__visiblePart`.
 */
export async function installVisiblePart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const visiblePart = (element: Element) => {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return null;
      const box = element.getBoundingClientRect();
      let left = Math.max(box.left, 0);
      let top = Math.max(box.top, 0);
      let right = Math.min(box.right, window.innerWidth);
      let bottom = Math.min(box.bottom, window.innerHeight);
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible') {
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        if (style.overflowY !== 'visible') {
          const clip = parent.getBoundingClientRect();
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
        if (style.position === 'fixed') break;
      }
      if (right - left < 0.5 || bottom - top < 0.5) return null;
      return { x: left, y: top, width: right - left, height: bottom - top };
    };
    Object.assign(window, { __visiblePart: visiblePart });
  });
}
