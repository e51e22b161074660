import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Inline scripts: a `<script>` with no `src`, its text up to the closing tag. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that allow exactly the inline scripts a page
 * carries: the built index.html holds the head start inline (scripts/build/first-paint.ts), so its
 * first paint waits for no script request; any other inline script stays refused.
 */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [, text] of html.matchAll(INLINE_SCRIPT)) {
    if (!text) continue;
    sources.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}

/** The inline scripts' sources of the built client's index.html; none without a built client. */
export function clientInlineScriptSources(distDir: string | undefined): string[] {
  const index = distDir ? path.join(distDir, 'index.html') : undefined;
  return index && existsSync(index) ? inlineScriptSources(readFileSync(index, 'utf8')) : [];
}
