/**
 * The signed-in dashboard as the server renders it into index.html (the first paint): the contract
 * between the server (server/routes/playerHomePage.ts) and the browser (client/src/main.tsx).
 * - `#root` holds one element with PLAYER_HOME_ATTRIBUTE (its value: the language the markup is in),
 *   `data-year` (the year its footer names) and `inert` (no click or focus before a handler is
 *   there); React hydrates it when the page starts in that language and year (and lifts `inert`),
 *   and renders afresh otherwise.
 * - A `<script type="application/json">` with PLAYER_HOME_ANSWERS_ID holds the answers the markup
 *   was rendered from, as the API gives them; the page puts them into its query cache (parsed by the
 *   same schemas as the API's answers) before hydrating, so its first render is the server's.
 * - `<html>` carries PLAYER_HOME_SERVED (`data-served`): the head start then asks for none of those
 *   answers again.
 */
export const PLAYER_HOME_ATTRIBUTE = 'data-player-home';
export const PLAYER_HOME_ANSWERS_ID = 'qp-player-home';
export const PLAYER_HOME_SERVED = 'player-home';

/** The answers of GET /api/auth/user, /api/quests and /api/achievements, unparsed. */
export interface PlayerHomeAnswers {
  user: unknown;
  quests: unknown;
  achievements: unknown;
}
