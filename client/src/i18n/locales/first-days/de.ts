import type { Translation } from '../en.ts';

export const firstDaysDe: Translation['firstDays'] = {
  nav: {
    short: { home: 'Start', quests: 'Quests', tasks: 'To-dos', bossFight: 'Boss' },
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
    bannerText: 'Du bist offline. Was du jetzt änderst, wird nicht gespeichert, bis du wieder online bist.',
    back: 'Wieder online',
    network: 'Nicht gespeichert: Du bist offline. Versuch es noch einmal, sobald du wieder online bist.',
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
  languageSave: {
    savedTitle: 'Sprache gespeichert: {{language}}',
    savedText: 'Auch deine E-Mails, Erinnerungen und die kleinen Quests für heute folgen ihr.',
    failedTitle: 'Sprache nicht gespeichert',
    failedText:
      'Deine Sprache konnte noch nicht in deinem Konto gespeichert werden; die App verwendet sie trotzdem. Du kannst sie später in den Profileinstellungen speichern.',
  },
  contact: {
    link: 'Team kontaktieren',
    footer: 'Kontakt',
    title: 'Team kontaktieren',
    intro:
      'Eine Frage, ein Problem, eine Idee oder etwas zu deinem Konto? Schreib uns hier. Ein Mensch aus dem Team liest jede Nachricht und antwortet per E-Mail.',
    accountIntro:
      'Wenn dein Konto gesperrt oder geschlossen wurde und du wissen möchtest, warum, oder du glaubst, dass es ein Irrtum war, erzähl es uns hier. Wir lesen jede Nachricht und antworten ruhig und fair.',
    signedInAs:
      'Du bist als {{username}} angemeldet: Das Team sieht dein Konto zusammen mit deiner Nachricht.',
    email: 'Deine E-Mail-Adresse',
    emailHint: 'Wir antworten an diese Adresse und nutzen sie für nichts anderes.',
    emailHintAccount: 'Nimm bitte die Adresse deines Kontos, damit wir es finden.',
    topic: 'Worum geht es?',
    topics: {
      account: 'Mein Konto wurde gesperrt oder geschlossen',
      problem: 'Etwas funktioniert nicht',
      feedback: 'Eine Idee oder Rückmeldung',
      other: 'Etwas anderes',
    },
    message: 'Deine Nachricht',
    messageHint: 'Lass dir Zeit. Bis zu {{max}} Zeichen.',
    charactersLeft_one: 'Noch {{count}} Zeichen',
    charactersLeft_other: 'Noch {{count}} Zeichen',
    send: 'Nachricht senden',
    errors: {
      email: 'Bitte gib eine E-Mail-Adresse an, an die wir antworten können, zum Beispiel name@beispiel.de.',
      messageRequired: 'Schreib bitte ein paar Worte, damit das Team weiß, wie es helfen kann.',
      messageTooLong: 'Das ist etwas lang: Bitte bleib bei höchstens {{max}} Zeichen.',
      failedTitle: 'Deine Nachricht wurde nicht gesendet',
      rateLimited:
        'Du hast in kurzer Zeit mehrere Nachrichten gesendet. Warte bitte eine Weile und versuch es dann noch einmal. Dein Text ist noch da.',
      offline:
        'Gerade keine Verbindung. Dein Text ist noch da: Sende ihn erneut, sobald du wieder online bist.',
      generic: 'Bei uns ist etwas schiefgelaufen. Dein Text ist noch da: Versuch es gleich noch einmal.',
    },
    sentTitle: 'Danke — das Team antwortet dir per E-Mail',
    sentText:
      'Deine Nachricht ist beim Team angekommen. Wir schreiben dir an {{email}}; das kann ein paar Tage dauern. Du musst sonst nichts tun.',
    another: 'Noch eine Nachricht schreiben',
    home: 'Zur Startseite',
    legalNote: 'Bis dahin erreichst du das Team über das Kontaktformular; ein Mensch liest jede Nachricht.',
    legalLink: 'Dem Team schreiben',
  },
};
