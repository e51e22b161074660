import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import type { Language } from '../../protocol/limits.ts';

/**
 * The landing page's budget: what `/` loads for a signed-out visitor, at most 150 KB
 * (150,000 bytes) of JavaScript as the server sends it gzip-compressed, and its Largest Contentful
 * Paint within 500 ms. Guarded by tests/built/landingBudget.test.ts, measured by `npm run bench:client`.
 */
export const LANDING_JS_BUDGET_BYTES = 150_000;
export const LCP_BUDGET_MS = 500;

/** Where i18n.ts finds one language's shell texts, as the Vite manifest names it (root: client/). */
const shellSource = (language: Language) => `src/i18n/locales/${language}.ts`;

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** A manifest entry's file and the files of everything it imports statically, depth first. */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

/** The scripts index.html names itself: module scripts and modulepreload links. */
export function scriptsInHtml(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const script = /^<script\b/.test(tag) ? /\bsrc="([^"]+\.js)"/.exec(tag) : null;
    const preload = /\brel="modulepreload"/.test(tag) ? /\bhref="([^"]+\.js)"/.exec(tag) : null;
    const url = script?.[1] ?? preload?.[1];
    return url ? [url] : [];
  });
}

/**
 * The scripts the landing page runs before its first paint, as URL paths: the ones index.html
 * names, with their static imports, and the visitor's language's shell texts with theirs, and
 * English's, its fallback (main.tsx awaits them before rendering). A visitor's landing page starts no other import (the bench checks
 * this in a real browser). Throws when the build has no manifest (`build.manifest`, vite.config.ts).
 */
export function landingScripts(distDir: string, language: Language): string[] {
  const manifest = readManifest(distDir);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const url of scriptsInHtml(html)) {
    const key = keyOfFile.get(url.replace(/^\//, ''));
    if (!key) throw new Error(`index.html loads ${url}, which the Vite manifest does not know`);
    withStaticImports(manifest, key, files);
  }
  withStaticImports(manifest, shellSource(language), files);
  withStaticImports(manifest, shellSource('en'), files);
  return [...files].map((file) => `/${file}`);
}

export interface ServedSize {
  url: string;
  /** The file itself. */
  bytes: number;
  /** What the server sends to a browser that accepts gzip (or brotli): the precompressed file, or the file itself where compressing did not pay (scripts/build/precompress.ts). */
  gzip: number;
  brotli: number;
}

/** One file of the build as the server sends it (server/middlewares/staticFiles.ts serves the precompressed variants). */
export function servedSize(distDir: string, url: string): ServedSize {
  const file = path.join(distDir, url);
  const bytes = statSync(file).size;
  const variant = (suffix: string) => (existsSync(file + suffix) ? statSync(file + suffix).size : bytes);
  return { url, bytes, gzip: variant('.gz'), brotli: variant('.br') };
}

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
