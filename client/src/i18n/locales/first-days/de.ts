import type { Translation } from '../en.ts';

export const firstDaysDe: Translation['firstDays'] = {
  nav: {
    tasks: 'Aufgaben',
    focus: 'Fokusmodus',
    companions: 'Begleiter',
    clans: 'Clanhalle',
    honors: 'Ruhmeshalle',
    profile: 'Profileinstellungen',
    more: 'Mehr',
    moreLabel: 'Weitere Bereiche',
    tabBar: 'Hauptnavigation',
  },
  offline: {
    banner: 'Offline – wir versuchen es weiter',
    bannerText:
      'Dein Fortschritt ist sicher. Sobald die Verbindung zurück ist, verbinden wir uns von selbst wieder.',
    back: 'Wieder online',
    network:
      'Gerade keine Verbindung. Nichts ist verloren: Versuch es noch einmal, sobald du wieder online bist.',
    retryTitle: 'Das hat nicht geklappt',
    retry: 'Erneut versuchen',
    recovering: 'Wieder online: Die Seite wird neu geladen…',
  },
  notifications: {
    achievementGroup_one: '{{count}} Erfolg freigeschaltet',
    achievementGroup_other: '{{count}} Erfolge freigeschaltet',
    achievementGroupBody: '+{{points}} Punkte',
    showAll: 'Alle zeigen',
    hideAll: 'Weniger zeigen',
  },
  todayTasks: {
    title: 'Heutige Aufgaben',
    count_one: '{{count}} Aufgabe für heute',
    count_other: '{{count}} Aufgaben für heute',
    empty: 'Für heute ist nichts geplant. Füge eine Aufgabe hinzu, wenn du bereit bist.',
    more_one: '+{{count}} weitere',
    more_other: '+{{count}} weitere',
    open: 'Aufgaben öffnen',
    dueAt: 'fällig {{time}}',
  },
  contact: {
    link: 'Team kontaktieren',
  },
};
