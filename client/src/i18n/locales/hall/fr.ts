import type { Translation } from '../en.ts';

export const hallFr: Translation['hall'] = {
  welcomeNew: 'Bienvenue, {{username}} !',
  quickAdd: {
    label: 'Ajouter une quête',
    submit: 'Ajouter la quête',
    submitShort: 'Ajouter',
    hint: 'Entrée l’ajoute comme quête facile. « demain à 17h », « tous les jours » ou « ~20m » sont compris.',
  },
  feedback: {
    bossHit: 'Elle a infligé {{damage}} points de dégâts au boss de votre groupe.',
    bossDefeated: 'Elle a infligé {{damage}} points de dégâts au boss de votre groupe et l’a vaincu !',
  },
  levelUp: {
    title: 'Niveau supérieur !',
    text: 'Vous avez atteint le niveau {{level}}.',
    rest: 'Bien mérité. Prenez le temps de respirer, puis continuez quand vous serez prêt.',
    continue: 'Continuer',
  },
  tasks: 'Tâches',
  tasksText: 'Vos tâches du jour et le mode concentration',
  honors: 'Panthéon des honneurs',
  honorsText: 'Vos titres et succès',
  activeQuests: 'Quêtes actives',
  activeCount_one: '{{count}} quête active',
  activeCount_other: '{{count}} quêtes actives',
  viewAll: 'Tout voir',
  activeEmpty: 'Aucune quête active pour l’instant. Une petite quête est un bon début.',
  browse: 'Voir les quêtes',
  recentTitle: 'Succès récents',
  recentEmpty: 'Terminez une quête pour obtenir votre premier honneur.',
  allHonors: 'Tous les honneurs',
  statsTitle: 'Vos statistiques',
  stats: {
    questsCompleted: 'Quêtes terminées',
    currentStreak: 'Série actuelle',
    bestStreak: 'Meilleure série',
    totalPoints: 'Points au total',
  },
  activityTitle: 'Activité récente',
  activityEmpty: 'Vos aventures seront consignées ici.',
  activity: {
    questCompleted: 'Quête terminée : {{subject}}',
    levelUp: 'Niveau supérieur ! Niveau {{level}} atteint',
    achievementUnlocked: 'Succès débloqué : {{subject}}',
    itemPurchased: 'Objet acheté : {{subject}}',
  },
};
