import type { Rolldown } from 'vite';

/** The packages every page runs on: one chunk, which stays cached across releases of the app alone. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@tanstack[\\/][^\\/]+)[\\/]/;

/** The English messages (matched against server answers) and the protocol's message texts. */
const MESSAGES =
  /[\\/](?:client[\\/]src[\\/]i18n[\\/]locales[\\/]messages[\\/][^\\/]+|protocol[\\/]messages)\.ts$/;

/** A section's file of one language (`locales/<section>/<lang>.ts`), and any language file. */
const LOCALE_SECTION = /[\\/]client[\\/]src[\\/]i18n[\\/]locales[\\/]([\w-]+)[\\/][\w-]+\.ts$/;
const LOCALE_FILE = /[\\/]i18n[\\/]locales[\\/]/;

/**
 * A section's texts that code outside the language files reads directly (the step notes of every
 * language): `texts-<section>`, a chunk of its own.
 * Else they would land in `player`, and a language's texts (the shell on a visitor's first page,
 * the screens on the legal pages) would load the whole player chunk with them.
 */
function textsReadByCode(id: string, ctx: Rolldown.ChunkingContext): string | null {
  const section = LOCALE_SECTION.exec(id)?.[1];
  if (!section || section === 'screens') return null;
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  return importers.some((importer) => !LOCALE_FILE.test(importer)) ? `texts-${section}` : null;
}

/**
 * How the client is cut into chunks (docs/performance.md, the landing page's budget). Left alone,
 * rolldown gives every module that two chunks share a chunk of its own: the first page came in
 * some thirty scripts (most under 1 KB: their gzip framing and lost context cost about 7 KB), the
 * signed-in dashboard in over a hundred. Instead:
 * - `framework`: what the first page runs of React, React Router, i18next and TanStack Query
 *   (`$initial`: statically imported from the entry); apart, so it stays cached across releases;
 * - `start`: the entry with the rest of what it imports statically: the first page's own code;
 * - `player`: the signed-in shell and the dashboard with what they import, which every signed-in
 *   visit runs (zod and socket.io-client among it); the other screens import from it;
 * - `texts-messages`, `texts-<section>`: language files that code reads directly (matching server
 *   messages, `textsReadByCode`).
 * A group takes its members' dependencies (rolldown's includeDependenciesRecursively), so naming
 * the roots is enough. The language files (i18n.ts) and the other screens keep rolldown's own
 * splitting.
 */
export function chunkGroups(entry: string, playerRoots: readonly string[]) {
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: 'framework', test: FRAMEWORK, tags: ['$initial'], priority: 30 },
    { name: 'start', test: (id) => id === entry, priority: 20 },
    // Before the other sections: theirs (the AI's quota message) import the protocol's messages too.
    { name: 'texts-messages', test: MESSAGES, priority: 16 },
    { name: textsReadByCode, debugName: 'texts', priority: 15 },
    { name: 'player', test: (id) => playerRoots.includes(id), priority: 10 },
  ];
  return groups;
}
