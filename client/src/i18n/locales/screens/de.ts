import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@protocol/limits.ts';
import { adminDe } from '../admin/de.ts';
import { aiDe } from '../ai/de.ts';
import { avatarDe } from '../avatar/de.ts';
import { characterDe } from '../character/de.ts';
import { clansDe } from '../clans/de.ts';
import { companionsDe } from '../companions/de.ts';
import type { ScreensTranslation } from '../en.ts';
import { hallDe } from '../hall/de.ts';
import { honorsDe } from '../honors/de.ts';
import { inventoryDe } from '../inventory/de.ts';
import { itemsDe } from '../items/de.ts';
import { legalDe } from '../legal/de.ts';
import { notificationsDe } from '../notifications/de.ts';
import { partyInvitesDe } from '../party-invites/de.ts';
import { planningDe } from '../planning/de.ts';
import { profileDe } from '../profile/de.ts';
import { questsDe } from '../quests/de.ts';
import { quickAddDe } from '../quick-add/de.ts';
import { remindersDe } from '../reminders/de.ts';
import { restDe } from '../rest/de.ts';
import { securityDe } from '../security/de.ts';
import { setsDe } from '../sets/de.ts';
import { shopDe } from '../shop/de.ts';
import { shortcutsDe } from '../shortcuts/de.ts';
import { startersDe } from '../starters/de.ts';
import { tasksDe } from '../tasks/de.ts';

/** The screens' texts (see screens/en.ts). */
export const screensDe: ScreensTranslation = {
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
  form: {
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
  },
  live: {
    connecting: 'Verbindung zu Live-Updates wird hergestellt…',
    connected: 'Live-Updates: verbunden',
    reconnecting: 'Live-Updates: Verbindung wird wiederhergestellt…',
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
  legal: legalDe,
  quests: questsDe,
  quickAdd: quickAddDe,
  shortcuts: shortcutsDe,
  planning: planningDe,
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
  notifications: notificationsDe,
  partyInvites: partyInvitesDe,
  reminders: remindersDe,
  starters: startersDe,
  sets: setsDe,
  character: characterDe,
  avatar: avatarDe,
  profile: profileDe,
  admin: adminDe,
};
