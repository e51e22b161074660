/** The offline companion's chat: recognises the intent and answers warmly in a few sentences. Pure. */
import { GRANULARITY_DEFAULT } from '../../../protocol/api/ai.ts';
import { offlineBreakdown, quotedTitle, starterStep } from './breakdown.ts';
import { textsFor } from './language.ts';
import { namedTask, quotedText } from './mentions.ts';
import { normalize, stableHash } from './normalize.ts';
import { pickReason, rankForChat } from './ranking.ts';
import type { ChatArgs, CompanionTexts, PickedTask } from './texts/types.ts';
import type { ChatContextTask, ChatInput } from './types.ts';
import { understand } from './understand.ts';

/**
 * Break-down answers in chat show the first steps of the very plan Break down opens with, so a step
 * has the same minutes in both places.
 */
const CHAT_GRANULARITY = GRANULARITY_DEFAULT;
const INLINE_STEPS = 3;

const pickOne = <T>(options: readonly [T, ...T[]], variant: number): T =>
  options[variant % options.length] ?? options[0];

function picked(
  texts: CompanionTexts,
  task: ChatContextTask,
  among: readonly ChatContextTask[],
  language: string,
): PickedTask {
  return {
    title: quotedTitle(texts, task.title),
    priority: task.priority,
    reason: pickReason(task, among),
    starter: starterStep(task.title, task.description, language),
  };
}

/** Quoted text first, then a listed task the message names, then its own words, then the top task. */
function breakdownTarget(
  message: string,
  mentioned: readonly ChatContextTask[],
  ranked: readonly ChatContextTask[],
): { title: string; description?: string | null } | undefined {
  const quoted = quotedText(message);
  if (quoted) {
    return mentioned.find((task) => normalize(task.title) === normalize(quoted)) ?? { title: quoted };
  }
  const named = namedTask(message);
  return mentioned[0] ?? (named ? { title: named } : ranked[0]);
}

function breakdownAnswer(
  texts: CompanionTexts,
  target: { title: string; description?: string | null } | undefined,
  language: string,
): string {
  if (!target) return texts.chat.breakdownAsk;
  const { steps } = offlineBreakdown({
    title: target.title,
    description: target.description,
    granularity: CHAT_GRANULARITY,
    language,
  });
  const inline = steps
    .slice(0, INLINE_STEPS)
    .map((step) => ({ title: step.title, description: step.description, minutes: step.estimatedMinutes }));
  return texts.chat.breakdown(quotedTitle(texts, target.title), inline);
}

export function offlineChat(input: ChatInput): string {
  const texts = textsFor(input.language);
  const open = input.context.tasks.filter((task) => !task.completed);
  const { intent, stuck, health, tired, mentioned } = understand(input.message, open);
  if (intent === 'crisis') return texts.chat.crisis;
  if (
    intent === 'health' ||
    (health && (intent === 'thanks' || intent === 'greeting' || intent === 'other'))
  ) {
    return texts.chat.health;
  }

  const ranked = rankForChat(open);
  const variant = stableHash(normalize(input.message));

  let answer: string;
  if (intent === 'breakdown') {
    answer = breakdownAnswer(texts, breakdownTarget(input.message, mentioned, ranked), input.language);
  } else {
    // Choosing between tasks the message names, or among all open ones.
    const among = intent === 'prioritise' && mentioned.length >= 2 ? rankForChat(mentioned) : ranked;
    const task = intent === 'prioritise' ? among[0] : (mentioned[0] ?? ranked[0]);
    const args: ChatArgs = {
      task: task ? picked(texts, task, among, input.language) : null,
      open: open.length,
      variant,
    };
    const stuckOpener = pickOne(texts.chat.stuckOpeners, variant);
    switch (intent) {
      case 'prioritise':
        answer = [...(stuck ? [stuckOpener] : []), texts.chat.prioritise(args)].join(' ');
        break;
      case 'stuck':
        answer = `${stuckOpener} ${texts.chat.stuck(args)}`;
        break;
      case 'focus':
        answer = texts.chat.focus(args);
        break;
      case 'motivation':
        answer = `${tired ? texts.chat.tiredOpener : texts.chat.motivationOpener} ${texts.chat.motivation(args)}`;
        break;
      case 'thanks':
        answer = texts.chat.thanks(args);
        break;
      case 'greeting':
        answer = texts.chat.greeting(args);
        break;
      case 'quest':
        answer = texts.chat.quest(args);
        break;
      default:
        answer = texts.chat.fallback(args);
    }
  }
  return health ? `${answer} ${texts.chat.healthNote}` : answer;
}

export function offlineWelcome(language: string): string {
  return textsFor(language).welcome;
}
