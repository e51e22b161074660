import { aiDe } from '@/i18n/locales/ai/de.ts';
import { aiEn } from '@/i18n/locales/ai/en.ts';
import { aiEs } from '@/i18n/locales/ai/es.ts';
import { aiFr } from '@/i18n/locales/ai/fr.ts';

export interface StepOf {
  index: number;
  total: number;
  source: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The note 'Step 2 of 5 of “Clean the flat”, about 10 min.' in any of the four languages, as a pattern. */
function notePattern(template: string): RegExp {
  const source = escapeRegex(template)
    .replace(escapeRegex('{{step}}'), '(?<index>\\d+)')
    .replace(escapeRegex('{{total}}'), '(?<total>\\d+)')
    .replace(escapeRegex('{{title}}'), '(?<source>.+)')
    .replace(escapeRegex('{{minutes}}'), '\\d+');
  return new RegExp(`^${source}$`, 'u');
}

const PATTERNS = [aiEn, aiEs, aiFr, aiDe].map((texts) => notePattern(texts.steps.questNote));

/**
 * Which step of which task a quest was made from, read from the note its description ends with
 * (written by 'Turn these steps into quests', in the language of that moment); null for other quests.
 */
export function stepOf(description: string | null): StepOf | null {
  const last = description?.split('\n\n').at(-1)?.trim();
  if (!last) return null;
  for (const pattern of PATTERNS) {
    const groups = pattern.exec(last)?.groups;
    const index = Number(groups?.index);
    const total = Number(groups?.total);
    const source = groups?.source?.trim();
    if (source && index >= 1 && total >= index) return { index, total, source };
  }
  return null;
}
