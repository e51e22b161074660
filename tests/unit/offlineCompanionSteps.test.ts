import { describe, expect, it } from 'vitest';
import { GRANULARITY_DEFAULT } from '../../protocol/api/ai.ts';
import { offlineBreakdown, offlineChat } from '../../server/ai/offline/index.ts';

/** Task titles as players write them: a verb, an object and a circumstance. */
const TITLES: Record<'en' | 'es' | 'fr' | 'de', readonly [string, string][]> = {
  en: [
    ['clean my flat before my parents visit', 'your flat'],
    ['Write the quarterly report for Monday', 'the quarterly report'],
    ['Do my taxes before the deadline', 'your taxes'],
    ['Study for the biology exam on Friday', 'the biology exam'],
    ['Call grandma about the weekend', 'grandma'],
  ],
  es: [
    ['Limpiar mi piso antes de que vengan mis padres', 'tu piso'],
    ['Escribir el informe trimestral para el lunes', 'el informe trimestral'],
    ['Estudiar para el examen de biología', 'el examen de biología'],
  ],
  fr: [
    ['Nettoyer mon appartement avant la visite de mes parents', 'votre appartement'],
    ['Écrire le rapport trimestriel pour lundi', 'le rapport trimestriel'],
    ['Faire ma déclaration d’impôts avant la date limite', 'votre déclaration d’impôts'],
  ],
  de: [
    ['Meine Wohnung putzen, bevor meine Eltern kommen', 'deine Wohnung'],
    ['Steuererklärung machen bis Ende Mai', 'die Steuererklärung'],
    ['Bericht schreiben für die Chefin', 'die Aufgabe'],
  ],
};

const allText = (title: string, language: string, granularity: number): string =>
  offlineBreakdown({ title, granularity, language })
    .steps.flatMap((step) => [step.title, step.description])
    .join('\n');

const ASK = {
  en: (title: string) => `Can you break down '${title}'?`,
  es: (title: string) => `¿Puedes dividir '${title}' en pasos?`,
  fr: (title: string) => `Peux-tu découper '${title}' ?`,
  de: (title: string) => `Kannst du '${title}' zerlegen?`,
};

describe('offline companion steps', () => {
  for (const [language, cases] of Object.entries(TITLES)) {
    it.each(cases)(`names the object of "%s" (${language}), never the whole title`, (title, object) => {
      for (const granularity of [1, 3, 5]) {
        const text = allText(title, language, granularity);
        expect(text.toLowerCase()).not.toContain(title.toLowerCase());
      }
      expect(allText(title, language, 5)).toContain(object);
    });
  }

  it.each(['en', 'es', 'fr', 'de'])('gathers what a clean-up needs before starting it (%s)', (language) => {
    const titles = offlineBreakdown({ title: 'Clean the kitchen', granularity: 5, language }).steps.map(
      (step) => step.title,
    );
    const gather = { en: 'Grab a bag', es: 'Coge una bolsa', fr: 'Prenez un sac', de: 'Tüte und Korb' }[
      language as 'en'
    ];
    expect(titles[0]).toContain(gather);
  });

  it.each(['en', 'es', 'fr', 'de'])('gives the same minutes in chat as in Break down (%s)', (language) => {
    for (const title of [
      'Clean the kitchen',
      'Write the quarterly report',
      'Do my taxes',
      'Water the plants',
    ]) {
      const plan = offlineBreakdown({ title, granularity: GRANULARITY_DEFAULT, language }).steps;
      const answer = offlineChat({
        message: ASK[language as 'en'](title),
        language,
        context: { tasks: [{ title, priority: 'medium', completed: false }] },
      });
      const chatMinutes = [...answer.matchAll(/\((\d+)\s?min/gi)].map((match) => Number(match[1]));
      expect(chatMinutes.length).toBeGreaterThan(0);
      expect(chatMinutes).toEqual(plan.slice(0, chatMinutes.length).map((step) => step.estimatedMinutes));
    }
  });
});
