import type { Translation } from '../en.ts';

export const honorsFr: Translation['honors'] = {
  pageTitle: 'Panthéon des honneurs',
  eyebrow: 'Succès',
  text: 'Tous les titres que vous avez obtenus, et les honneurs qui vous attendent encore.',
  tiles: {
    titles: 'Titres obtenus',
    points: 'Points d’expérience',
    pointsDetail: 'Points des distinctions que vous avez obtenues',
    streak: 'Série de quêtes',
    mastery: 'Taux de maîtrise',
  },
  titlesValue: '{{earned}} / {{total}}',
  milestone: 'Prochain palier légendaire',
  milestoneProgress: '{{points}} / {{target}} points',
  milestoneRemaining: 'Encore {{remaining}} points. Chaque quête et chaque tâche vous en rapproche.',
  earnedTitle: 'Titres légendaires',
  earnedEmpty: 'Votre premier titre n’est qu’à une quête.',
  unclaimedTitle: 'Honneurs à conquérir',
  unclaimedEmpty: 'Vous avez obtenu tous les honneurs. Vraiment légendaire !',
  earnedOn: 'Obtenu le {{date}}',
  progress: '{{current}} / {{target}}',
  progressLabel: 'Progression vers {{title}}',
};
