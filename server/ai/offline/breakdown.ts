/** Turns a task into 3 to 7 concrete, kind-specific steps and a few ADHD-friendly tips. Pure. */

import { GRANULARITY_DEFAULT } from '../../../protocol/api/ai.ts';
import { detectTaskKind } from './kinds.ts';
import { offlineLanguage, textsFor } from './language.ts';
import { cleanTitle, extractItems, normalize, stableHash } from './normalize.ts';
import { taskObject } from './objects.ts';
import { KIND_PLANS, niceMinutes, starterMinutes, stepCount } from './plans.ts';
import type { CompanionTexts, StepContext, StepSummary, StepText } from './texts/types.ts';
import type { Breakdown, BreakdownInput, BreakdownStep, OfflineLanguage } from './types.ts';

const render = (text: StepText, context: StepContext): string =>
  typeof text === 'string' ? text : text(context);

/** The quoted title, or the language's "this quest" when the title is empty. */
export function quotedTitle(texts: CompanionTexts, title: string): string {
  const clean = cleanTitle(title);
  return clean === '' ? texts.untitled : texts.quote(clean);
}

/** Spanish and French merge a preposition with the article the object brings ("de el" -> "del"). */
function contract(language: OfflineLanguage, text: string): string {
  if (language === 'es') return text.replace(/\b([Dd]e|[Aa]) el\b/g, (_, word: string) => `${word}l`);
  if (language === 'fr') {
    return text
      .replace(/\b([Dd])e le\b/g, '$1u')
      .replace(/\b([Dd])e les\b/g, '$1es')
      .replace(/(^|\s)à le\b/g, '$1au')
      .replace(/(^|\s)à les\b/g, '$1aux');
  }
  return text;
}

export function offlineBreakdown(input: BreakdownInput): Breakdown {
  const language = offlineLanguage(input.language);
  const texts = textsFor(language);
  const kind = detectTaskKind(input.title, input.description);
  const plan = KIND_PLANS[kind];
  const templates = texts.steps[kind];
  const count = stepCount(input.granularity);
  const items = extractItems(input.description);
  const context: StepContext = {
    t: taskObject(cleanTitle(input.title), language),
    items: items.join(', '),
    first: items[0] === undefined ? '' : texts.quote(items[0]),
  };

  const chosen = plan.steps.flatMap((step, index) => {
    const template = templates[index];
    return template && step.from <= count ? [{ step, index, template }] : [];
  });
  const totalWeight = chosen.reduce((sum, { step }) => sum + step.weight, 0);
  const steps: BreakdownStep[] = chosen.map(({ step, index, template }) => {
    const description =
      items.length > 0 && template.withItems
        ? template.withItems(context)
        : render(template.description, context);
    return {
      title: contract(language, render(template.title, context)),
      description: contract(language, description),
      estimatedMinutes:
        index === 0 ? starterMinutes(count) : niceMinutes((plan.budget * step.weight) / totalWeight),
    };
  });

  const general = texts.generalTips[stableHash(normalize(input.title)) % texts.generalTips.length];
  const tips = [...texts.tips[kind], ...(general === undefined ? [] : [general])];
  return { steps, tips };
}

/** The tiny first step of a task, from the same plan as Break down's default, for suggestions and chat. */
export function starterStep(
  title: string,
  description: string | null | undefined,
  language: string,
): StepSummary {
  const [first] = offlineBreakdown({ title, description, granularity: GRANULARITY_DEFAULT, language }).steps;
  return {
    title: first?.title ?? '',
    description: first?.description ?? '',
    minutes: first?.estimatedMinutes ?? 3,
  };
}
