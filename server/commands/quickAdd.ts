import type { QuickAddParseRequest } from '../../protocol/api/quickAdd.ts';
import type { AppDeps } from '../deps.ts';
import { parseQuickAdd, type QuickAddResult } from '../domain/quickAdd/parseQuickAdd.ts';
import { languageOf } from '../mail/templates.ts';

/**
 * Reads a quick add line for a player (DESIGN section 13): in the language asked for, else theirs,
 * in their time zone, at the server's now. Creates nothing.
 */
export function readQuickAdd(
  deps: Pick<AppDeps, 'clock'>,
  player: { language: string; timezone: string },
  input: QuickAddParseRequest,
): QuickAddResult {
  return parseQuickAdd(input.text, {
    language: input.language ?? languageOf(player.language),
    now: deps.clock.now(),
    timeZone: player.timezone,
    ...(input.ignore ? { ignore: input.ignore } : {}),
  });
}
