/**
 * What a chat message asks, with the quest it is about: the intent from the keyword tables, and a
 * message that names one of the player's quests without asking anything else is a question about
 * that quest (answered about it, never about another). Pure.
 */
import { type DetectedIntent, detectIntent, type Intent } from './intents.ts';
import { mentionedTasks } from './mentions.ts';

export type UnderstoodIntent = Intent | 'quest';

export interface Understanding<T> extends Omit<DetectedIntent, 'intent'> {
  intent: UnderstoodIntent;
  /** The quest the message names, best match first; undefined when it names none. */
  task: T | undefined;
  /** Every quest the message names, best match first. */
  mentioned: T[];
}

/** Intents that give way to a question about the one quest the message names. */
const YIELDS_TO_QUEST: ReadonlySet<Intent> = new Set(['other', 'greeting']);

export function understand<T extends { title: string }>(
  message: string,
  tasks: readonly T[],
): Understanding<T> {
  const detected = detectIntent(message);
  const mentioned = mentionedTasks(message, tasks);
  const [task] = mentioned;
  const aboutOne =
    task !== undefined &&
    (YIELDS_TO_QUEST.has(detected.intent) || (detected.intent === 'prioritise' && mentioned.length === 1));
  return { ...detected, intent: aboutOne ? 'quest' : detected.intent, task, mentioned };
}
