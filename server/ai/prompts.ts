import type { BossLanguage } from '../../protocol/rules/languages.ts';
import type { ChatTurn } from './provider.ts';

/** The AI's languages by their English names, for the prompts; typed so that none is missing. */
const LANGUAGE_NAMES: Record<BossLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  de: 'German',
  fr: 'French',
  it: 'Italian',
  pt: 'Portuguese',
  ja: 'Japanese',
  ko: 'Korean',
  zh: 'Simplified Chinese',
};
const namesByCode: Partial<Record<string, string>> = LANGUAGE_NAMES;
export const languageName = (code: string): string => namesByCode[code] ?? 'English';

const PERSONA =
  'You are the Quest Companion of Quest Planner, a gentle fantasy-themed planner for people with attention ' +
  'difficulties. Your goal is to make starting easy: short sentences, one small concrete next step, warm and ' +
  'never shaming. You give no medical advice; for health questions suggest talking to a professional.';

export function chatTurns(input: {
  message: string;
  language: string;
  tasks: {
    title: string;
    description?: string | null | undefined;
    priority: string;
    completed: boolean;
    step?: { index: number; total: number; source: string } | null | undefined;
  }[];
}): ChatTurn[] {
  const open = input.tasks.filter((t) => !t.completed).slice(0, 15);
  const describe = (t: (typeof open)[number]) =>
    t.step
      ? `"${t.title}" (${t.priority} priority, step ${t.step.index} of ${t.step.total} of "${t.step.source}")`
      : `"${t.title}" (${t.priority} priority)`;
  // Steps of a broken-down task are done in order: the earliest open one is the one to offer.
  const stepsNote = open.some((t) => t.step)
    ? ' When tasks are steps of one larger task, suggest the earliest open step first.'
    : '';
  const taskList = open.length
    ? `The player's open tasks: ${open.map(describe).join('; ')}.${stepsNote}`
    : 'The player has no open tasks listed.';
  return [
    {
      role: 'system',
      content: `${PERSONA} Answer in ${languageName(input.language)}, in at most 120 words. ${taskList}`,
    },
    { role: 'user', content: input.message },
  ];
}

export function breakdownTurns(input: {
  title: string;
  description?: string | null | undefined;
  granularity: number;
  language: string;
}): ChatTurn[] {
  const steps = input.granularity + 2; // 1 -> 3 steps ... 5 -> 7 steps
  return [
    {
      role: 'system',
      content:
        `${PERSONA} Break the player's task into exactly ${steps} concrete steps in ${languageName(input.language)}. ` +
        'The first step is a tiny starter of at most 5 minutes. Answer with JSON only, shaped as ' +
        '{"steps":[{"title":string,"description":string,"estimatedMinutes":integer}],"tips":[string]} with 2 to 4 tips.',
    },
    {
      role: 'user',
      content: `Task: ${input.title}${input.description ? `\nDetails: ${input.description}` : ''}`,
    },
  ];
}

export function suggestionTurns(input: {
  completedTasks: number;
  upcomingTasks: {
    title: string;
    priority: string;
    dueDate?: string | null | undefined;
    step?: { index: number; total: number; source: string } | null | undefined;
  }[];
  language: string;
}): ChatTurn[] {
  const list = input.upcomingTasks
    .slice(0, 30)
    .map(
      (t) =>
        `- ${t.title} (${t.priority} priority${t.dueDate ? `, due ${t.dueDate}` : ''}` +
        `${t.step ? `, step ${t.step.index} of ${t.step.total} of "${t.step.source}"` : ''})`,
    )
    .join('\n');
  return [
    {
      role: 'system',
      content:
        `${PERSONA} Suggest which one task to start first and why, in ${languageName(input.language)}. ` +
        'Steps of one larger task come in order: never suggest a later step while an earlier one is open. ' +
        'Answer with JSON only, shaped as {"suggestion":string,"reasoning":string}.',
    },
    { role: 'user', content: `Completed so far: ${input.completedTasks}.\nUpcoming:\n${list || '(none)'}` },
  ];
}

export function translateTurns(
  texts: string[],
  language: string,
  context: string | null | undefined,
): ChatTurn[] {
  return [
    {
      role: 'system',
      content:
        `Translate each string of the JSON array into ${languageName(language)} for a friendly fantasy task-planner game` +
        `${context ? ` (context: ${context})` : ''}. Keep placeholders like {{name}} unchanged. ` +
        'Answer with JSON only, shaped as {"translations":[string]} in the same order and count.',
    },
    { role: 'user', content: JSON.stringify(texts) },
  ];
}
