/**
 * The one rule for numbered states from the server (a boss's `version` counts its hits, a user's
 * counts the changes of their row). Pushes and answers travel by different roads (the answer to the
 * hitter, a push through Redis from any instance), so they may arrive late or out of order, and a
 * push may be lost (an outage, an instance that died between its commit and its push):
 * - `seen`: not newer than what is shown: ignored, so nothing ever jumps back;
 * - `next`: the very next state: applied;
 * - `gap`: newer, but at least one state in between never arrived: applied, and what the push does
 *   not carry (a boss's damage log) is read again.
 */
export type Arrival = 'seen' | 'next' | 'gap';

export function arrivalOf(shown: number, incoming: number): Arrival {
  if (incoming <= shown) return 'seen';
  return incoming === shown + 1 ? 'next' : 'gap';
}

/** Whether `incoming` may replace `shown`, both whole states of the same thing. */
export function isNewer(shown: { version: number }, incoming: { version: number }): boolean {
  return incoming.version >= shown.version;
}
