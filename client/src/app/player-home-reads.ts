/**
 * What the dashboard (`/` for a player: its cards and the signed-in shell's header) reads on its
 * first render, as the URLs the app asks for. The head start (app/head-start.ts) asks for some of
 * them ahead (lib/early-reads.ts); main.tsx puts those answers into the query cache before the
 * first render (app/pages/PlayerHome.tsx `prefetchPlayerHome`), so its first paint shows them.
 * No imports: this file is part of the head start.
 */
export const PLAYER_HOME_READ_URLS = [
  '/api/quests',
  '/api/tasks',
  '/api/achievements',
  '/api/activity?limit=6',
  '/api/focus-sessions/current',
  '/api/inventory',
  '/api/companions',
  '/api/notifications?limit=30',
] as const;

export type PlayerHomeRead = (typeof PLAYER_HOME_READ_URLS)[number];

/**
 * The ones the head start asks for ahead: what the dashboard's largest texts show (the quest list,
 * the achievements). Only a few: the browser opens six connections to the server, and the page's
 * own scripts must not queue behind reads; the rest are read once the page is up, as before.
 */
export const PLAYER_HOME_READS: readonly PlayerHomeRead[] = ['/api/quests', '/api/achievements'];
