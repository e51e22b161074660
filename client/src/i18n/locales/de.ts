import {
  NICKNAME_MAX,
  NICKNAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../../../protocol/limits.ts';
import { adminDe } from './admin/de.ts';
import { aiDe } from './ai/de.ts';
import { avatarDe } from './avatar/de.ts';
import { characterDe } from './character/de.ts';
import { clansDe } from './clans/de.ts';
import { commonDe } from './common/de.ts';
import { companionsDe } from './companions/de.ts';
import type { Translation } from './en.ts';
import { firstDaysDe } from './first-days/de.ts';
import { hallDe } from './hall/de.ts';
import { honorsDe } from './honors/de.ts';
import { inventoryDe } from './inventory/de.ts';
import { itemsDe } from './items/de.ts';
import { legalDe } from './legal/de.ts';
import { notificationsDe } from './notifications/de.ts';
import { profileDe } from './profile/de.ts';
import { questsDe } from './quests/de.ts';
import { remindersDe } from './reminders/de.ts';
import { restDe } from './rest/de.ts';
import { securityDe } from './security/de.ts';
import { setsDe } from './sets/de.ts';
import { shopDe } from './shop/de.ts';
import { startersDe } from './starters/de.ts';
import { tasksDe } from './tasks/de.ts';

export const de: Translation = {
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
  userMenu: {
    open: 'Menü von {{username}} öffnen',
    health: 'Leben',
    xp: 'EP',
    gold: 'Gold',
    level: 'Stufe {{level}}',
    levelShort: 'St. {{level}}',
    navigation: 'Navigation',
    profileSettings: 'Profileinstellungen',
    logout: 'Abmelden',
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
  form: {
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
  },
  toast: {
    label: 'Benachrichtigung',
    viewportLabel: 'Benachrichtigungen ({hotkey})',
    close: 'Benachrichtigung schließen',
  },
  live: {
    connecting: 'Verbindung zu Live-Updates wird hergestellt…',
    connected: 'Live-Updates: verbunden',
    reconnecting: 'Live-Updates: Verbindung wird wiederhergestellt…',
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
  auth: {
    pageTitle: 'Anmelden',
    title: 'Tritt der Gilde bei',
    subtitle:
      'Melde dich an, um dein Abenteuer fortzusetzen, oder erschaffe in unter einer Minute deinen Helden.',
    tabsLabel: 'Konto',
    tabLogin: 'Anmelden',
    tabRegister: 'Registrieren',
    tabVerify: 'Bestätigen',
    tabReset: 'Zurücksetzen',
    emailOrUsername: 'E-Mail oder Benutzername',
    email: 'E-Mail',
    username: 'Benutzername',
    password: 'Passwort',
    usernameHint: `${USERNAME_MIN} bis ${USERNAME_MAX} Zeichen: Buchstaben, Ziffern, Punkte, Binde- oder Unterstriche.`,
    passwordHint: `Mindestens ${PASSWORD_MIN} Zeichen.`,
    loginHeading: 'Willkommen zurück, Abenteurer',
    loginText: 'Deine Quests warten auf dich.',
    loginButton: 'Ins Abenteuer einloggen',
    forgotLink: 'Passwort vergessen?',
    registerHeading: 'Erschaffe deinen Helden',
    registerText: 'Wähle einen Namen für dein Questbuch. Du kannst ihn später ändern.',
    registerButton: 'Deine Quest beginnen',
    verify: {
      title: 'Prüfe deine E-Mails',
      text: 'Wir haben einen Bestätigungslink an {{email}} geschickt. Öffne ihn, um dein Konto zu aktivieren, und melde dich dann an.',
      textNoEmail:
        'Wir haben dir einen Bestätigungslink geschickt. Öffne ihn, um dein Konto zu aktivieren, und melde dich dann an.',
      requiredTitle: 'E-Mail-Bestätigung erforderlich',
      resendTitle: 'Noch keine E-Mail?',
      resendText:
        'Das kann ein paar Minuten dauern. Sieh im Spam-Ordner nach oder fordere einen neuen Link an.',
      resendButton: 'Bestätigungs-E-Mail erneut senden',
      sentTitle: 'Bestätigungs-E-Mail gesendet',
      backToLogin: 'Zurück zur Anmeldung',
      invalidTitle: 'Dieser Bestätigungslink ist ungültig oder abgelaufen',
      invalidText:
        'Jeder Link funktioniert einmal und läuft nach 24 Stunden ab. Gib deine E-Mail-Adresse ein, und wir schicken dir einen neuen.',
    },
    verified: {
      title: 'E-Mail bestätigt!',
      text: 'Deine E-Mail-Adresse ist bestätigt. Melde dich an und beginne deine erste Quest.',
      continue: 'Weiter zur Anmeldung',
    },
    forgot: {
      title: 'Passwort zurücksetzen',
      text: 'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort wählst.',
      button: 'Link zum Zurücksetzen senden',
      sentTitle: 'Prüfe deine E-Mails',
    },
    panel: {
      title: 'Was dich erwartet',
      text: 'Ein Planer, der dich dort abholt, wo du stehst: kleine Schritte, klarer Fokus, echte Belohnungen.',
      mentorTitle: 'KI-Questmentor',
      mentorText:
        'Macht aus einer einschüchternden Aufgabe eine kurze Liste machbarer Schritte und hilft dir zu entscheiden, was zuerst kommt.',
      bossTitle: 'Epische Bosskämpfe',
      bossText:
        'Tu dich mit deiner Gruppe zusammen: Jede erledigte Quest fügt einem gemeinsamen Boss Schaden zu.',
      lootTitle: 'Legendäre Beute',
      lootText: 'Gib dein verdientes Gold für Waffen, Rüstungen und treue Begleiter aus.',
    },
    errors: {
      registrationFailed: 'Registrierung fehlgeschlagen',
      emailExists: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melde dich stattdessen an.',
      usernameTaken: 'Dieser Benutzername ist bereits vergeben. Bitte wähle einen anderen.',
      checkFields: 'Bitte prüfe, ob alle Felder richtig ausgefüllt sind.',
      passwordShort: `Das Passwort muss mindestens ${PASSWORD_MIN} Zeichen lang sein.`,
      tryAgain: 'Bitte versuche es erneut',
      loginFailed: 'Anmeldung fehlgeschlagen',
      invalidCredentials: 'E-Mail oder Passwort ist falsch. Bitte versuche es erneut.',
      notFound: 'Zu dieser E-Mail-Adresse wurde kein Konto gefunden.',
      checkCredentials: 'Bitte prüfe deine E-Mail-Adresse und dein Passwort',
      rateLimited: 'Zu viele Versuche. Bitte warte ein paar Minuten und versuche es dann erneut.',
      error: 'Fehler',
      resetEmailFailed: 'E-Mail zum Zurücksetzen konnte nicht gesendet werden',
      resendFailed: 'Bestätigungs-E-Mail konnte nicht erneut gesendet werden',
    },
  },
  reset: {
    pageTitle: 'Passwort zurücksetzen',
    title: 'Wähle ein neues Passwort',
    text: 'Nimm eines, das du hier noch nicht benutzt hast. Gleich danach meldest du dich damit an.',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Passwort bestätigen',
    submit: 'Neues Passwort speichern',
    successTitle: 'Passwort erfolgreich zurückgesetzt!',
    successText: 'Du kannst dich jetzt mit deinem neuen Passwort anmelden. Wir bringen dich zur Anmeldung...',
    goToLogin: 'Jetzt zur Anmeldung',
    failedTitle: 'Zurücksetzen fehlgeschlagen',
    failedDefault: 'Das Passwort konnte nicht zurückgesetzt werden. Bitte versuche es erneut.',
    invalidLinkTitle: 'Ungültiger Link',
    invalidLinkText: 'Dieser Link ist unvollständig. Bitte fordere einen neuen an.',
  },
  dashboard: {
    levelBadge: 'St. {{level}}',
    welcome: 'Willkommen zurück, {{username}}!',
    experience: 'Erfahrung',
    xpProgress: '{{current}} / {{total}} EP',
    xpToNext: 'Noch {{remaining}} EP bis Stufe {{next}}',
    gold: 'Gold',
    health: 'Leben',
    damage: 'Schaden',
    quickActions: 'Schnellaktionen',
    quickActionsText: 'Wohin führt dein Abenteuer als Nächstes?',
    questBoard: 'Questbrett',
    questBoardText: 'Nimm eine Quest an oder schreib deine eigene',
    characterSheet: 'Charakterbogen',
    characterSheetText: 'Deine Werte, Ausrüstung und dein Avatar',
    itemShop: 'Item-Shop',
    itemShopText: 'Gib dein Gold für neue Ausrüstung aus',
  },
  classes: {
    noviceAdventurer: 'Abenteuer-Neuling',
    taskWarrior: 'Aufgabenkrieger',
    focusGuardian: 'Fokuswächter',
    productivityPaladin: 'Produktivitätspaladin',
    masterOrganizer: 'Meisterorganisator',
    legendaryHero: 'Legendärer Held',
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
  legal: legalDe,
  common: commonDe,
  quests: questsDe,
  tasks: tasksDe,
  rest: restDe,
  security: securityDe,
  honors: honorsDe,
  hall: hallDe,
  items: itemsDe,
  shop: shopDe,
  inventory: inventoryDe,
  companions: companionsDe,
  ai: aiDe,
  clans: clansDe,
  firstDays: firstDaysDe,
  notifications: notificationsDe,
  reminders: remindersDe,
  starters: startersDe,
  sets: setsDe,
  character: characterDe,
  avatar: avatarDe,
  profile: profileDe,
  admin: adminDe,
};
