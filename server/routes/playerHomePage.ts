import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '../../protocol/limits.ts';
import {
  PLAYER_HOME_ANSWERS_ID,
  PLAYER_HOME_ATTRIBUTE,
  PLAYER_HOME_SERVED,
  type PlayerHomeAnswers,
} from '../../protocol/playerHomePage.ts';
import { detectLanguage } from '../../protocol/rules/languages.ts';
import type { Clock } from '../lib/clock.ts';
import type { AppContext, SignedInState } from '../state.ts';
import { achievementListAnswer, questListAnswer, sessionAnswer } from './answers.ts';

/** The build's server bundle of the dashboard (scripts/build/player-home-ssr.ts). */
const BUNDLE = path.join('.ssr', 'player-home.js');

type Render = (url: string, language: Language, answers: PlayerHomeAnswers) => Promise<string>;

/** The built render (its file exists). */
async function loadRender(file: string): Promise<Render> {
  const module: { playerHomeMarkup?: unknown } = await import(pathToFileURL(file).href);
  const render = module.playerHomeMarkup;
  if (typeof render !== 'function') throw new Error(`${file} exports no playerHomeMarkup`);
  return (url, language, answers) => render(url, language, answers);
}

/** JSON inside a `<script>`: no `<` can close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** index.html cut around #root's content (the landing page's copies), where the dashboard goes. */
interface PageTemplate {
  /** Up to #root's content, the `<html>` tag naming the language and that the page was served. */
  beforeRoot: (language: Language) => string;
  /** From #root's end (after its `</div>`) on. */
  afterRoot: string;
}

function pageTemplate(index: string): PageTemplate {
  const root = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/.exec(index);
  const html = /<html lang="[^"]*">/.exec(index);
  const end = root?.[1];
  if (!root || !html || end === undefined)
    throw new Error('index.html has no <html lang> or no #root before </body>');
  // The entry's scripts: the head start loads them once the markup is painted (app/head-start.ts).
  const head = index
    .slice(0, root.index)
    .replace(/<script type="module"[^>]*\bsrc="[^"]*"[^>]*><\/script>\s*/g, '');
  return {
    beforeRoot: (language) =>
      `${head.replace(html[0], () => `<html lang="${language}" data-served="${PLAYER_HOME_SERVED}">`)}<div id="root">`,
    afterRoot: index.slice(root.index + root[0].length - end.length),
  };
}

/**
 * `/` for a signed-in player, rendered on the server (the dashboard's first paint is its
 * own markup, with no script to wait for): the player's answers read as the API reads them
 * (routes/answers.ts), rendered by the client's own components (the build's server bundle) in the
 * language the page will start in (Accept-Language, as the browser picks it on a device where no
 * language was chosen), with the answers beside it for the page to hydrate from
 * (protocol/playerHomePage.ts). Null when the build has no such bundle: the page is then index.html.
 */
export function playerHomePage(
  distDir: string,
  index: string,
  clock: Clock,
): (ctx: AppContext, state: SignedInState) => Promise<string | null> {
  const bundle = path.join(distDir, BUNDLE);
  // A client built without it (or a stand-in client in tests): the plain index.html for everyone.
  if (!existsSync(bundle)) return async () => null;
  const template = pageTemplate(index);
  // Loaded as the server starts (about 0.3 s), not by the first player's page.
  const render = loadRender(bundle);
  render.catch(() => undefined);
  return async (ctx, state) => {
    const markup = await render;
    const language = detectLanguage(ctx.acceptsLanguages(), 'en');
    const [user, quests, achievements] = await Promise.all([
      sessionAnswer(state),
      questListAnswer(state, clock.now()),
      achievementListAnswer(state),
    ]);
    const answers: PlayerHomeAnswers = { user, quests, achievements };
    const url = new URL(ctx.originalUrl, 'http://localhost').href;
    const body = await markup(url, language, answers);
    const year = new Date().getFullYear();
    return (
      template.beforeRoot(language) +
      // Inert until React has taken it over: a click before would reach no handler (app/AppFrame.tsx).
      `<div ${PLAYER_HOME_ATTRIBUTE}="${language}" data-year="${year}" inert>${body}</div></div>` +
      `<script type="application/json" id="${PLAYER_HOME_ANSWERS_ID}">${scriptJson(answers)}</script>` +
      template.afterRoot
    );
  };
}
