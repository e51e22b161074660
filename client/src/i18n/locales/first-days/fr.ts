import type { Translation } from '../en.ts';

export const firstDaysFr: Translation['firstDays'] = {
  nav: {
    tasks: 'Tâches',
    focus: 'Mode concentration',
    companions: 'Compagnons',
    clans: 'Salle des clans',
    honors: 'Hall des honneurs',
    profile: 'Paramètres du profil',
    more: 'Plus',
    moreLabel: 'Autres endroits',
    tabBar: 'Navigation principale',
  },
  offline: {
    banner: 'Hors ligne — nous continuons d’essayer',
    bannerText:
      'Votre progression est en sécurité. Nous nous reconnectons tout seuls dès que la connexion revient.',
    back: 'De nouveau en ligne',
    network: 'Pas de connexion pour le moment. Rien n’est perdu : réessayez une fois de nouveau en ligne.',
    retryTitle: 'Cela n’a pas abouti',
    retry: 'Réessayer',
    recovering: 'De nouveau en ligne : la page se recharge…',
  },
  notifications: {
    achievementGroup_one: '{{count}} succès débloqué',
    achievementGroup_other: '{{count}} succès débloqués',
    achievementGroupBody: '+{{points}} points',
    showAll: 'Tout afficher',
    hideAll: 'Afficher moins',
  },
  todayTasks: {
    title: 'Tâches du jour',
    count_one: '{{count}} tâche pour aujourd’hui',
    count_other: '{{count}} tâches pour aujourd’hui',
    empty: 'Rien de prévu aujourd’hui. Ajoutez une tâche quand vous êtes prêt.',
    more_one: '+{{count}} autre',
    more_other: '+{{count}} autres',
    open: 'Ouvrir les tâches',
    dueAt: 'pour {{time}}',
  },
  contact: {
    link: 'Contacter l’équipe',
  },
};
