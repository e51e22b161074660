/**
 * The built-in offline Quest Companion, used when no AI key is configured: breaks tasks into small
 * concrete steps, suggests what to do first and chats, in English, Spanish, French and German (other
 * languages get English). Deterministic and pure: no randomness, no clock, no IO.
 */
export { offlineBreakdown } from './breakdown.ts';
export { offlineChat, offlineWelcome } from './chat.ts';
export { detectTaskKind } from './kinds.ts';
export { offlineLanguage } from './language.ts';
export { offlineSuggestion } from './suggestion.ts';
export type {
  Breakdown,
  BreakdownInput,
  BreakdownStep,
  ChatContextTask,
  ChatInput,
  OfflineLanguage,
  Suggestion,
  SuggestionInput,
  TaskKind,
  UpcomingTask,
} from './types.ts';
