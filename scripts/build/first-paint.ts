import path from 'node:path';
import { build, type Plugin, type Rolldown, runnerImport } from 'vite';
import type { HeadStartFiles } from '../../client/src/app/head-start.ts';
import { type Language, SUPPORTED_LANGUAGES } from '../../protocol/limits.ts';
import { importAliases } from '../lib/import-aliases.ts';

const CLIENT = path.resolve('client');
const HEAD_START = path.join(CLIENT, 'src/app/head-start.ts');
const LANDING_MARKUP = path.join(CLIENT, 'src/app/first-paint/landing-markup.tsx');
const source = (file: string) => path.join(CLIENT, 'src', file);

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

/** The chunk holding a module, with every chunk it imports statically, as URL paths. */
function chunkWithImports(bundle: Bundle, moduleId: string, skip: ReadonlySet<string>): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const holder = chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!holder) throw new Error(`first paint: no chunk holds ${moduleId}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName) || skip.has(fileName)) return;
    files.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  visit(holder.fileName);
  return [...files].map((file) => `/${file}`);
}

/** The entry's chunks: index.html loads them already. */
function entryChunks(bundle: Bundle): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  return files;
}

function perLanguage(files: (language: Language) => string[]): Record<Language, string[]> {
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, files(language)])) as Record<
    Language,
    string[]
  >;
}

/** The head start as one classic script: it runs before the body is parsed, so it imports nothing. */
async function bundleHeadStart(files: HeadStartFiles): Promise<string> {
  const result = await build({
    configFile: false,
    root: CLIENT,
    logLevel: 'warn',
    publicDir: false,
    envDir: false,
    define: { __QP_HEAD_START_FILES__: JSON.stringify(files) },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      modulePreload: false,
      rolldownOptions: { input: HEAD_START, output: { format: 'iife' } },
    },
  });
  const outputs = Array.isArray(result)
    ? result.flatMap((r) => r.output)
    : 'output' in result
      ? result.output
      : [];
  const chunks = outputs.filter((output) => output.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0])
    throw new Error('first paint: the head start must build into one script');
  return chunks[0].code;
}

/**
 * A script's code as the text of an inline `<script>`: it must not end the element early or open a
 * comment the parser would treat as script data. The minified head start has neither; a change
 * that brings one in fails the build rather than the page.
 */
function inlineScript(code: string): string {
  if (/<\/script|<!--/i.test(code)) throw new Error('first paint: the head start holds "</script" or "<!--"');
  return code.trim();
}

/**
 * The landing page rendered by its own components (client/src/app/first-paint/landing-markup.tsx),
 * once per language, as index.html carries it: each copy hidden unless the head start names its
 * language, and inert until React has taken the shown one over (main.tsx hydrates it,
 * app/AppFrame.tsx lets go after the first commit: focus and clicks wait for the page that handles
 * them). Markup exactly as React renders it (hydration keeps it),
 * but for the `<title>`, which React puts into the head itself.
 */
async function landingCopies(): Promise<string> {
  const { module } = await runnerImport<{
    landingMarkup: () => Promise<Record<Language, string>>;
    loadingMarkup: () => Promise<Record<Language, string>>;
  }>(LANDING_MARKUP, {
    configFile: false,
    root: CLIENT,
    logLevel: 'warn',
    envDir: false,
    resolve: { alias: importAliases },
  });
  const markup = await module.landingMarkup();
  const loading = await module.loadingMarkup();
  const year = new Date().getFullYear();
  const landing = SUPPORTED_LANGUAGES.map((language) => {
    const html = markup[language].replace(/<title>[^<]*<\/title>/g, '');
    if (/<script\b/i.test(html)) throw new Error('first paint: the landing markup holds a script');
    // The footer names the year it was rendered in: the page takes a copy over only in that year.
    return `<div data-first-paint="${language}" data-year="${year}" inert>${html}</div>`;
  });
  // Never hydrated: React renders the page in the root in its place (main.tsx).
  const waiting = SUPPORTED_LANGUAGES.map((language) => {
    if (/<script\b/i.test(loading[language]))
      throw new Error('first paint: the loading markup holds a script');
    return `<div data-loading-paint="${language}">${loading[language]}</div>`;
  });
  return [...landing, ...waiting].join('');
}

/**
 * Hidden by default; the head start's `data-first-paint` (a visitor's `/`) or `data-loading-paint`
 * (a page load with a session) on <html> shows its language's copy.
 */
const FIRST_PAINT_STYLE = [
  '#root>[data-first-paint],#root>[data-loading-paint]{display:none}',
  ...SUPPORTED_LANGUAGES.map(
    (language) =>
      `html[data-first-paint="${language}"] #root>[data-first-paint="${language}"],` +
      `html[data-loading-paint="${language}"] #root>[data-loading-paint="${language}"]{display:contents}`,
  ),
].join('');

/**
 * The first page's first paint (docs/performance.md): index.html gets
 * - the head start (client/src/app/head-start.ts), built on its own as a classic script and carried
 *   inline first in the head, before the stylesheet, so it runs before the body is parsed without a
 *   request of its own (a blocking script's round trip delayed the parser by 100 ms and more on two
 *   busy cores; the server allows it by its hash, server/middlewares/inlineScripts.ts); it is told
 *   the file names of the chunks it asks for ahead (the languages' texts, the player's code);
 * - the landing page as static HTML in #root, in every language, shown by the head start to a
 *   visitor of `/`: the first paint is the page itself, and React hydrates that copy (main.tsx),
 *   so the painted nodes stay;
 * - the loading screen ('Loading your workspace...') in every language, shown by the head start
 *   while a page load with a session waits for the session and the player's code (not on the
 *   dashboard the server renders): React's first render replaces it.
 * `playerRoots`: the signed-in shell and the dashboard (vite.config.ts's `player` chunk).
 */
export function firstPaintPlugin(playerRoots: readonly string[]): Plugin {
  /** The head start's code, as index.html carries it inline. */
  let headStart: string | undefined;
  /** The entry's scripts as the head start loads them for a page served without their tags. */
  let entryScripts: string[] = [];
  return {
    name: 'qp-first-paint',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      async handler(_options, bundle) {
        const loaded = entryChunks(bundle);
        // The chunk holding main.tsx is what index.html's last module script loads (the entry
        // chunk Rolldown names is a facade the HTML does not name).
        const [script, ...imports] = chunkWithImports(bundle, source('main.tsx'), new Set());
        if (!script) throw new Error('first paint: no chunk holds main.tsx');
        const files: HeadStartFiles = {
          entry: { script, imports },
          shell: perLanguage((language) =>
            chunkWithImports(bundle, source(`i18n/locales/${language}.ts`), loaded),
          ),
          screens: perLanguage((language) =>
            chunkWithImports(bundle, source(`i18n/locales/screens/${language}.ts`), loaded),
          ),
          player: [
            ...new Set(
              [...playerRoots, path.resolve('protocol/api/user.ts')].flatMap((root) =>
                chunkWithImports(bundle, root, loaded),
              ),
            ),
          ],
        };
        headStart = inlineScript(await bundleHeadStart(files));
        entryScripts = [script, ...imports];
      },
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const code = headStart;
        if (!code) throw new Error('first paint: the head start was not built');
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset) || !html.includes('<div id="root"></div>'))
          throw new Error('first paint: index.html has no charset meta or no empty #root');
        // The server leaves these tags out of the page it renders, and the head start loads the
        // same scripts (server/routes/playerHomePage.ts): they must be the ones index.html names.
        const tags = [...html.matchAll(/<script type="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
        if (tags.length !== entryScripts.length || tags.some((src) => !src || !entryScripts.includes(src)))
          throw new Error(
            `first paint: index.html loads ${tags.join(', ')}, the head start ${entryScripts.join(', ')}`,
          );
        const copies = await landingCopies();
        return {
          html: html
            // Functions, not strings: a `$` in the code is not a replacement pattern.
            .replace(charset, () => `${charset}\n    <script>${code}</script>`)
            .replace('<div id="root"></div>', () => `<div id="root">${copies}</div>`),
          tags: [{ tag: 'style', children: FIRST_PAINT_STYLE, injectTo: 'head' }],
        };
      },
    },
  };
}
