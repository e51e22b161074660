import type { StarterText } from '../domain/quests/starters.ts';
import { languageName } from './prompts.ts';
import type { ChatTurn } from './provider.ts';

/** Starter quests from the provider: three small, gentle tasks of a few minutes each. */
export function starterTurns(language: string, count: number): ChatTurn[] {
  return [
    {
      role: 'system',
      content:
        'You are the Quest Companion of Quest Planner, a gentle planner for people with attention difficulties. ' +
        `Offer exactly ${count} small, kind quests for today in ${languageName(language)}, each doable in under ` +
        '15 minutes, varied (body, space, people, mind), never shaming. Answer with JSON only, shaped as ' +
        '{"quests":[{"title":string,"description":string}]}; titles at most 60 characters, descriptions at most 140.',
    },
    { role: 'user', content: 'Three small quests for me today, please.' },
  ];
}

const clean = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v.trim().length > 0 && v.trim().length <= max ? v.trim() : null;

/** The provider's answer as starter texts, or null when it is not exactly `count` usable quests. */
export function parseStarterAnswer(json: unknown, count: number): StarterText[] | null {
  const list = (json as { quests?: unknown } | null)?.quests;
  if (!Array.isArray(list) || list.length < count) return null;
  const texts: StarterText[] = [];
  for (const q of list.slice(0, count)) {
    const title = clean((q as { title?: unknown }).title, 120);
    const description = clean((q as { description?: unknown }).description, 300);
    if (!title || !description) return null;
    texts.push({ title, description });
  }
  return texts;
}
