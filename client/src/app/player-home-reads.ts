/**
 * The dashboard's reads the head start (app/head-start.ts) asks for ahead, as the URLs the app
 * asks for them by: what the dashboard's largest texts show (the quest list, the achievements).
 * main.tsx puts their answers into the query cache before the first render (app/pages/PlayerHome.tsx
 * `prefetchPlayerHome`). Only a few: the browser opens six connections to the server, and the
 * page's own scripts must not queue behind reads; the rest are read once the page is up.
 * No imports: this file is part of the head start.
 */
export const PLAYER_HOME_READS = ['/api/quests', '/api/achievements'] as const;

export type PlayerHomeRead = (typeof PLAYER_HOME_READS)[number];
