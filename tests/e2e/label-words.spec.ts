import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { appReady, createUser, signInByApi } from './helpers.ts';
import { useInterfaceLanguage } from './layout-helpers.ts';
import { SCREENS_DIR } from './screens.ts';

/**
 * No label breaks inside a word (Spanish 'PENDIENTES' broke as 'PENDIENTE / S' at 375 px):
 * on the screens with figure tiles, at 320 and 375 px in Spanish, German and French, every word of
 * every label (figure terms, buttons, links, tabs, form labels) lies on one line, and no figure's
 * term is wider than its tile. Labels may wrap between words (or at a hyphen) and shrink.
 */
const SCREENS = ['/', '/quests', '/tasks', '/inventory', '/profile'];

/** Words of labels drawn over more than one line, and terms wider than their box. */
async function brokenLabels(page: Page, username: string): Promise<string[]> {
  return page.evaluate((name) => {
    const problems: string[] = [];
    const labels = document.querySelectorAll(
      'main dt, main label, main legend, main th, main button, main a, main [role="tab"], header a, header button, [data-testid="bottom-tab-bar"] a, [data-testid="bottom-tab-bar"] button',
    );
    for (const label of labels) {
      if (!label.checkVisibility({ checkVisibilityCSS: true })) continue;
      const text = label.textContent ?? '';
      // The player's own name may be longer than any line: it is theirs, not a label.
      if (text.includes(name)) continue;
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const content = node.textContent ?? '';
        for (const match of content.matchAll(/[^\s\-‐]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1)
            problems.push(`"${match[0]}" of "${text.trim().slice(0, 40)}" breaks over ${lines.size} lines`);
        }
      }
      if (label.tagName === 'DT' && label.scrollWidth > label.clientWidth + 1)
        problems.push(
          `"${text.trim()}" is wider than its tile (${label.scrollWidth} > ${label.clientWidth} px)`,
        );
    }
    return problems;
  }, username);
}

for (const language of ['es', 'de', 'fr'] as const) {
  test(`${language}: no label breaks inside a word at 320 and 375 px`, async ({ page }) => {
    test.setTimeout(180_000);
    await useInterfaceLanguage(page, language);
    const user = await createUser(page);
    await signInByApi(page, user);
    for (const path of SCREENS) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      await appReady(page);
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await expect
          .poll(() => brokenLabels(page, user.username), { message: `${path} in ${language} at ${width} px` })
          .toEqual([]);
        await page.screenshot({
          path: `${SCREENS_DIR}/label-words-${language}-${path.slice(1) || 'home'}-${width}.png`,
          fullPage: true,
        });
      }
      if (path === '/tasks') await expectAccessible(page, `/tasks in ${language} at 375 px`);
    }
  });
}
