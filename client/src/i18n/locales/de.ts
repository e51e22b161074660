import {
  NICKNAME_MAX,
  NICKNAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@protocol/limits.ts';
import { commonDe } from './common/de.ts';
import type { ShellTranslation, Translation } from './en.ts';
import { firstDaysDe } from './first-days/de.ts';
import { screensDe } from './screens/de.ts';
import { wholeLanguage } from './whole.ts';

/** The shell's texts (see en.ts). */
export const shellDe: ShellTranslation = {
  app: {
    name: 'Quest Planner',
    homeLink: 'Quest Planner, Startseite',
    loadingWorkspace: 'Dein Arbeitsbereich wird geladen...',
    loadingPage: 'Seite wird geöffnet...',
    loadFailedTitle: 'Der Server ist gerade nicht erreichbar',
    loadFailedText: 'Prüfe deine Verbindung und versuche es erneut. Dein Fortschritt ist sicher.',
    retry: 'Erneut versuchen',
    skipToContent: 'Zum Inhalt springen',
  },
  nav: {
    label: 'Hauptnavigation',
    home: 'Abenteuerhalle',
    quests: 'Questbrett',
    bossFight: 'Bosskämpfe',
    shop: 'Item-Shop',
    character: 'Charakter',
    inventory: 'Inventar',
    active: 'Aktiv',
    startAdventure: 'Abenteuer starten',
  },
  language: {
    label: 'Sprache',
    change: 'Sprache: {{language}}. Sprache wechseln',
    active: 'Aktiv',
  },
  footer: {
    legal: 'Rechtliches',
    impressum: 'Impressum',
    privacy: 'Datenschutzerklärung',
    terms: 'Nutzungsbedingungen',
    disclaimer: 'Haftungsausschluss',
    copyright: '© {{year}} Quest Planner',
    madeIn: 'Mit Sorgfalt in der Schweiz gemacht',
  },
  toast: {
    label: 'Benachrichtigung',
    viewportLabel: 'Benachrichtigungen ({hotkey})',
    close: 'Benachrichtigung schließen',
  },
  landing: {
    eyebrow: 'Deine Aufgaben als Quests',
    title: 'Weniger planen. Mehr anfangen. Aufsteigen.',
    subtitle:
      'Quest Planner zerlegt große Aufgaben in kleine Quests, behält die Prioritäten des Tages im Blick und belohnt jeden geschafften Schritt mit Erfahrung, Gold und Beute.',
    getStarted: 'Jetzt loslegen',
    featuresTitle: 'Gemacht für Köpfe, die gern abschweifen',
    smartBreakdownTitle: 'Kluge Zerlegung',
    smartBreakdownText:
      'Dein KI-Questmentor teilt überwältigende Aufgaben in kleine, klare Schritte, mit denen du sofort anfangen kannst.',
    priorityFocusTitle: 'Fokus auf Prioritäten',
    priorityFocusText:
      'Sieh die wenigen Quests, die heute zählen, statt einer endlosen Liste. Ein Schritt nach dem anderen.',
    rewardSystemTitle: 'Belohnungssystem',
    rewardSystemText:
      'Jede erledigte Quest bringt Erfahrung, Gold, Stufen und Erfolge. Fortschritt, den du siehst.',
    languagesTitle: 'Spiele in deiner Sprache',
    languagesText: 'Wechsle jederzeit. Deine Wahl wird auf diesem Gerät gespeichert.',
  },
  notFound: {
    title: 'Verirrt in der Wildnis',
    message: 'Diese Seite existiert nicht oder wurde verschoben.',
    backHome: 'Zurück zur Startseite',
  },
  errorPage: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Auf dieser Seite ist ein Problem aufgetreten. Zurück zur Startseite hilft meist; dein Fortschritt ist sicher.',
  },
  messages: {
    emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
    emailAddressInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
    usernameRequired: 'Benutzername ist erforderlich',
    usernameMin: `Der Benutzername muss mindestens ${USERNAME_MIN} Zeichen lang sein`,
    usernameMax: `Der Benutzername darf höchstens ${USERNAME_MAX} Zeichen lang sein`,
    usernameChars: 'Der Benutzername darf nur Buchstaben, Ziffern, Punkte, Binde- und Unterstriche enthalten',
    passwordMin: `Das Passwort muss mindestens ${PASSWORD_MIN} Zeichen lang sein`,
    passwordMax: `Das Passwort darf höchstens ${PASSWORD_MAX} Zeichen lang sein`,
    passwordRequired: 'Passwort ist erforderlich',
    emailOrUsernameRequired: 'E-Mail oder Benutzername ist erforderlich',
    resetTokenRequired: 'Der Link zum Zurücksetzen ist unvollständig',
    confirmPassword: 'Bitte bestätige dein Passwort',
    passwordsMismatch: 'Die Passwörter stimmen nicht überein',
    validationFailed: 'Die Eingaben sind ungültig',
    verifyEmail: 'Bitte bestätige deine E-Mail-Adresse, bevor du dich anmeldest',
    invalidCredentials: 'E-Mail oder Passwort ist falsch',
    forgotSent:
      'Falls es zu dieser E-Mail-Adresse ein Konto gibt, haben wir einen Link zum Zurücksetzen geschickt.',
    resendSent:
      'Falls es zu dieser E-Mail-Adresse ein unbestätigtes Konto gibt, haben wir einen neuen Bestätigungslink geschickt.',
    resetSuccess: 'Dein Passwort wurde zurückgesetzt. Du kannst dich jetzt anmelden.',
    usernameTaken: 'Dieser Benutzername ist bereits vergeben',
    nicknameMin: `Der Spitzname muss mindestens ${NICKNAME_MIN} Zeichen lang sein`,
    nicknameMax: `Der Spitzname darf höchstens ${NICKNAME_MAX} Zeichen lang sein`,
    unknownTimezone: 'Unbekannte Zeitzone',
  },
  common: commonDe,
  firstDays: firstDaysDe,
};

/** All of German: the shell and the screens. */
export const de: Translation = wholeLanguage(shellDe, screensDe);
