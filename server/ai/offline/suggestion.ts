/** Picks the quest to do first and explains why, kindly. Pure: `now` is passed in. */
import { quotedTitle, starterStep } from './breakdown.ts';
import { textsFor } from './language.ts';
import { dueInDays, pickReason, rankForChat } from './ranking.ts';
import type { Suggestion, SuggestionInput } from './types.ts';

export function offlineSuggestion(input: SuggestionInput, now: Date): Suggestion {
  const texts = textsFor(input.language);
  const completed = Number.isFinite(input.completedTasks) ? Math.floor(input.completedTasks) : 0;
  const encouragement = completed > 0 ? [texts.suggestion.completed(completed)] : [];
  const [picked, next] = rankForChat(input.upcomingTasks);

  if (!picked) {
    return {
      suggestion: texts.suggestion.emptySuggestion,
      reasoning: [texts.suggestion.emptyReasoning, ...encouragement].join(' '),
    };
  }

  const starter = starterStep(picked.title, null, input.language);
  const why = texts.suggestion.why({
    priority: picked.priority,
    reason: pickReason(picked, input.upcomingTasks),
    dueInDays: dueInDays(picked.dueDate, now),
  });
  const after = next ? [texts.suggestion.next(quotedTitle(texts, next.title))] : [];
  return {
    suggestion: texts.suggestion.pick(quotedTitle(texts, picked.title), starter),
    reasoning: [why, ...encouragement, ...after].join(' '),
  };
}
