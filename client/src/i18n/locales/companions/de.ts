import type { Translation } from '../en.ts';

export const companionsDe: Translation['companions'] = {
  pageTitle: 'Begleiter',
  title: 'Begleiter',
  subtitle:
    'Treue Freunde, die mit dir reisen. Der aktive Begleiter hilft dir bei jeder Quest und gegen den Boss.',
  emptyTitle: 'Noch keine Begleiter',
  emptyText:
    'Nimm im Item-Shop einen Begleiter auf. Aktiv bringt er dir +{{xp}} % EP bei jeder Quest und +{{hits}} % auf deine Boss-Treffer und halbiert den Gegenschlag des Bosses.',
  visitShop: 'Begleiter finden',
  level: 'Stufe {{level}}',
  experience: 'Erfahrung',
  xpProgress: '{{current}} / {{total}} EP',
  happiness: 'Zufriedenheit',
  happinessValue: '{{value}} %',
  whileActive: 'Wenn aktiv',
  help: {
    xp: '+{{percent}} % EP bei jeder Quest',
    hits: '+{{percent}} % auf deine Boss-Treffer',
    strike: 'Halbiert den Gegenschlag des Bosses',
  },
  active: 'Aktiv',
  activate: 'Aktivieren',
  deactivate: 'Deaktivieren',
  activateLabel: '{{name}} aktivieren',
  deactivateLabel: '{{name}} deaktivieren',
  feed: 'Füttern (10 Gold)',
  feedLabel: '{{name}} für 10 Gold füttern',
  feedTreat: 'Mit Leckerli füttern',
  feedTreatLabel: 'Mit Leckerli füttern: {{name}}',
  noTreat: 'Kauf zuerst ein Leckerli im Shop',
  fed: '{{name}} hat es geschmeckt',
  fedText: 'Die Zufriedenheit liegt jetzt bei {{happiness}} %.',
  levelUp: '{{name}} hat Stufe {{level}} erreicht!',
  feedFailed: 'Füttern fehlgeschlagen',
  benefitsTitle: 'Vorteile deiner Begleiter',
  benefitsActive:
    '{{name}} ist an deiner Seite: +{{xp}} % EP für jede abgeschlossene Quest, +{{hits}} % auf deine Boss-Treffer, und der Gegenschlag des Bosses ist halbiert.',
  benefitsNone:
    'Aktiviere einen Begleiter für +{{xp}} % EP bei jeder abgeschlossenen Quest, +{{hits}} % auf deine Boss-Treffer und nur den halben Gegenschlag des Bosses.',
  benefitsCare:
    'Füttern steigert Zufriedenheit und Erfahrung, bis dein Begleiter eine Stufe aufsteigt. Seine Hilfe ist auf jeder Stufe und bei jeder Zufriedenheit gleich.',
};
