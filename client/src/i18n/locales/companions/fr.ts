import type { Translation } from '../en.ts';

export const companionsFr: Translation['companions'] = {
  pageTitle: 'Compagnons',
  title: 'Compagnons',
  subtitle:
    'Des amis fidèles qui voyagent avec vous. Le compagnon actif vous aide à chaque quête et contre le boss.',
  emptyTitle: 'Pas encore de compagnon',
  emptyText:
    'Adoptez un compagnon à la boutique. Actif, il vous donne +{{xp}} % d’XP à chaque quête et +{{hits}} % sur vos coups au boss, et divise par deux la riposte du boss.',
  visitShop: 'Trouver un compagnon',
  level: 'Niveau {{level}}',
  experience: 'Expérience',
  xpProgress: '{{current}} / {{total}} XP',
  happiness: 'Bonheur',
  happinessValue: '{{value}} %',
  whileActive: 'Quand il est actif',
  help: {
    xp: '+{{percent}} % d’XP à chaque quête',
    hits: '+{{percent}} % sur vos coups au boss',
    strike: 'Divise par deux la riposte du boss',
  },
  active: 'Actif',
  activate: 'Activer',
  deactivate: 'Désactiver',
  activateLabel: 'Activer {{name}}',
  deactivateLabel: 'Désactiver {{name}}',
  feed: 'Nourrir (10 or)',
  feedLabel: 'Nourrir {{name}} pour 10 or',
  feedTreat: 'Donner une friandise',
  feedTreatLabel: 'Donner une friandise à {{name}}',
  noTreat: 'Achetez d’abord une friandise à la boutique',
  fed: '{{name}} s’est régalé',
  fedText: 'Le bonheur est maintenant de {{happiness}} %.',
  levelUp: '{{name}} a atteint le niveau {{level}} !',
  feedFailed: 'Échec du repas',
  benefitsTitle: 'Avantages des compagnons',
  benefitsActive:
    '{{name}} est à vos côtés : +{{xp}} % d’XP pour chaque quête terminée, +{{hits}} % sur vos coups au boss, et la riposte du boss est divisée par deux.',
  benefitsNone:
    'Activez un compagnon pour gagner +{{xp}} % d’XP pour chaque quête terminée, +{{hits}} % sur vos coups au boss, et ne subir que la moitié de la riposte du boss.',
  benefitsCare:
    'Le nourrir augmente son bonheur et son expérience jusqu’au niveau suivant. Son aide reste la même à tous les niveaux, quel que soit son bonheur.',
};
