import type { Translation } from '../en.ts';

export const hallDe: Translation['hall'] = {
  welcomeNew: 'Willkommen, {{username}}!',
  quickAdd: {
    label: 'Eine Quest hinzufügen',
    submit: 'Quest hinzufügen',
    submitShort: 'Hinzufügen',
    hint: 'Enter fügt sie als leichte Quest hinzu. „morgen um 17 Uhr“, „jeden Tag“ oder „~20m“ werden verstanden.',
  },
  feedback: {
    bossHit: 'Damit hast du dem Boss deiner Gruppe {{damage}} Schaden zugefügt.',
    bossDefeated: 'Damit hast du dem Boss deiner Gruppe {{damage}} Schaden zugefügt und ihn besiegt!',
  },
  levelUp: {
    title: 'Stufenaufstieg!',
    text: 'Du hast Stufe {{level}} erreicht.',
    rest: 'Wohlverdient. Atme kurz durch und mach weiter, wenn du bereit bist.',
    continue: 'Weiter',
  },
  tasks: 'Aufgaben',
  tasksText: 'Deine To-dos für heute und der Fokusmodus',
  honors: 'Ruhmeshalle',
  honorsText: 'Deine Titel und Erfolge',
  activeQuests: 'Aktive Quests',
  activeCount_one: '{{count}} aktive Quest',
  activeCount_other: '{{count}} aktive Quests',
  viewAll: 'Alle anzeigen',
  activeEmpty: 'Gerade keine aktiven Quests. Eine kleine ist ein guter Anfang.',
  browse: 'Quests ansehen',
  recentTitle: 'Neueste Erfolge',
  recentEmpty: 'Schließe eine Quest ab, um deine erste Ehre zu verdienen.',
  allHonors: 'Alle Ehren',
  statsTitle: 'Deine Statistik',
  stats: {
    questsCompleted: 'Abgeschlossene Quests',
    currentStreak: 'Aktuelle Serie',
    bestStreak: 'Beste Serie',
    totalPoints: 'Gesamtpunkte',
  },
  activityTitle: 'Letzte Aktivitäten',
  activityEmpty: 'Hier werden deine Abenteuer festgehalten.',
  activity: {
    questCompleted: 'Quest abgeschlossen: {{subject}}',
    levelUp: 'Stufenaufstieg! Stufe {{level}} erreicht',
    achievementUnlocked: 'Erfolg freigeschaltet: {{subject}}',
    itemPurchased: 'Gegenstand gekauft: {{subject}}',
  },
};
