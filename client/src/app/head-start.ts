import type { Language } from '@protocol/limits.ts';
import { PLAYER_HOME_SERVED } from '@protocol/playerHomePage.ts';
import { initialLanguage } from '../i18n/initial-language.ts';
import { startEarlyReads } from '../lib/early-reads.ts';
import { mayBeSignedIn } from '../lib/session-hint.ts';
import { warmFormatters } from '../lib/warm-formatters.ts';
import { PLAYER_HOME_READS } from './player-home-reads.ts';

/** The build's file names of what a first page loads (scripts/build/first-paint.ts fills them in). */
export interface HeadStartFiles {
  /** Each language's shell texts, with the chunks they import. */
  shell: Record<Language, string[]>;
  /** Each language's screens' texts, with the chunks they import. */
  screens: Record<Language, string[]>;
  /** The signed-in player's shell and dashboard (and the session's schema), with their imports. */
  player: string[];
  /** The app's entry, as index.html loads it: its script, and the chunks it imports. */
  entry: { script: string; imports: string[] };
}

declare const __QP_HEAD_START_FILES__: HeadStartFiles;

/**
 * The page's head start: a classic script inline in index.html's head, built on its own (it
 * imports no chunk) and run before the body is parsed, so before the first paint. It decides what
 * the first paint shows and asks for what the first render waits for, while the app's scripts
 * download:
 * - `/` for a player, rendered by the server (`data-served` on <html>): the page is painted from its
 *   own markup; the app's scripts and the player's code are loaded once it is (afterFirstPaint);
 * - `/` for a visitor: the landing page, already in index.html in every language
 *   (scripts/build/first-paint.ts), shows in the visitor's language (`data-first-paint` on <html>,
 *   index.html's style rule); React hydrates it (main.tsx);
 * - the language's texts (modulepreload: otherwise asked for only once the entry has run);
 * - with the session hint elsewhere: the loading screen in the visitor's language (also in
 *   index.html, scripts/build/first-paint.ts), the session, on `/` (a server that did not render it) the
 *   dashboard's reads (lib/early-reads.ts), the player's code and screens' texts; and, once the
 *   parser lets go, the browser's number formatting is started (lib/warm-formatters.ts), which the
 *   player's first render would otherwise start.
 * Without it (development, a failed load) the page works the same, later.
 */
const files = __QP_HEAD_START_FILES__;
const language = initialLanguage();
const root = document.documentElement;
root.lang = language;

function modulePreload(urls: readonly string[]): void {
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.appendChild(link);
  }
}

const home = window.location.pathname === '/';
/** A part of the texts in this language, with English's beside it (its fallback, i18n.ts). */
const texts = (part: Record<Language, string[]>): string[] =>
  language === 'en' ? part.en : [...part[language], ...part.en];
/** Longest the scripts wait for the first paint: a page opened in a background tab paints only when shown. */
const FIRST_PAINT_WAIT_MS = 1500;

/**
 * The app's scripts once the page's own markup is on screen: the dashboard the server rendered
 * (protocol/playerHomePage.ts; the server leaves the entry's script tags out of that page). Their
 * download and compilation (about 900 KB of script) would otherwise share the two cores with the
 * page's first style, layout and raster, and the first paint waited for them (docs/performance.md).
 */
function afterFirstPaint(load: () => void): void {
  let loaded = false;
  const once = () => {
    if (loaded) return;
    loaded = true;
    load();
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the scripts load with the parsed page.
    document.addEventListener('DOMContentLoaded', once, { once: true });
  }
  setTimeout(once, FIRST_PAINT_WAIT_MS);
}

function loadEntry(): void {
  modulePreload(files.entry.imports);
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = files.entry.script;
  document.head.appendChild(script);
}

if (root.dataset.served === PLAYER_HOME_SERVED) {
  // Its answers are in the page: none is read ahead.
  afterFirstPaint(() => {
    loadEntry();
    modulePreload([...texts(files.shell), ...texts(files.screens), ...files.player]);
    setTimeout(() => warmFormatters(language), 0);
  });
} else if (mayBeSignedIn()) {
  // 'Loading your workspace...' (index.html's copy in this language) until React renders the page.
  root.dataset.loadingPaint = language;
  startEarlyReads(home ? ['/api/auth/user', ...PLAYER_HOME_READS] : ['/api/auth/user']);
  modulePreload([...texts(files.shell), ...texts(files.screens), ...files.player]);
  // A task of its own: the body is parsed first, the scripts download meanwhile.
  setTimeout(() => warmFormatters(language), 0);
} else {
  if (home) root.dataset.firstPaint = language;
  modulePreload(texts(files.shell));
}
