import {
  NICKNAME_MAX,
  NICKNAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@protocol/limits.ts';
import { commonFr } from './common/fr.ts';
import type { ShellTranslation, Translation } from './en.ts';
import { firstDaysFr } from './first-days/fr.ts';
import { screensFr } from './screens/fr.ts';
import { wholeLanguage } from './whole.ts';

/** The shell's texts (see en.ts). */
export const shellFr: ShellTranslation = {
  app: {
    name: 'Quest Planner',
    homeLink: 'Quest Planner, accueil',
    loadingWorkspace: 'Chargement de votre espace...',
    loadingPage: 'Ouverture de la page...',
    loadFailedTitle: 'Impossible de joindre le serveur',
    loadFailedText: 'Vérifiez votre connexion, puis réessayez. Votre progression est en sécurité.',
    retry: 'Réessayer',
    skipToContent: 'Aller au contenu principal',
  },
  nav: {
    label: 'Navigation principale',
    home: 'Salle des aventures',
    quests: 'Tableau des quêtes',
    bossFight: 'Combats de boss',
    shop: 'Boutique',
    character: 'Personnage',
    inventory: 'Inventaire',
    active: 'Actif',
    startAdventure: 'Commencer l’aventure',
  },
  language: {
    label: 'Langue',
    change: 'Langue : {{language}}. Changer de langue',
    active: 'Active',
  },
  footer: {
    legal: 'Mentions légales',
    impressum: 'Mentions légales',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation',
    disclaimer: 'Avertissement',
    copyright: '© {{year}} Quest Planner',
    madeIn: 'Fait avec soin en Suisse',
  },
  toast: {
    label: 'Notification',
    viewportLabel: 'Notifications ({hotkey})',
    close: 'Fermer la notification',
  },
  landing: {
    eyebrow: 'Vos tâches, transformées en quêtes',
    title: 'Planifiez moins. Commencez plus. Montez de niveau.',
    subtitle:
      'Quest Planner découpe les grandes tâches en petites quêtes, garde les priorités du jour en vue et récompense chaque étape terminée par de l’expérience, de l’or et du butin.',
    getStarted: 'Commencer',
    featuresTitle: 'Pensé pour les esprits vagabonds',
    smartBreakdownTitle: 'Découpage intelligent',
    smartBreakdownText:
      'Votre Mentor de quêtes IA découpe les tâches écrasantes en petites étapes claires, à commencer tout de suite.',
    priorityFocusTitle: 'Priorités en vue',
    priorityFocusText:
      'Voyez les quelques quêtes qui comptent aujourd’hui plutôt qu’une liste sans fin. Une étape à la fois.',
    rewardSystemTitle: 'Système de récompenses',
    rewardSystemText:
      'Chaque quête terminée rapporte de l’expérience, de l’or, des niveaux et des succès. Un progrès visible.',
    languagesTitle: 'Jouez dans votre langue',
    languagesText: 'Changez quand vous voulez. Votre choix est mémorisé sur cet appareil.',
  },
  notFound: {
    title: 'Perdu dans les terres sauvages',
    message: 'Cette page n’existe pas ou a été déplacée.',
    backHome: 'Retour à l’accueil',
  },
  errorPage: {
    title: 'Un problème est survenu',
    text: 'Cet écran a rencontré un problème. Revenir à l’accueil aide en général ; votre progression est en sécurité.',
  },
  messages: {
    emailInvalid: 'Veuillez saisir un e-mail valide',
    emailAddressInvalid: 'Veuillez saisir une adresse e-mail valide',
    usernameRequired: 'Le nom d’utilisateur est obligatoire',
    usernameMin: `Le nom d’utilisateur doit contenir au moins ${USERNAME_MIN} caractères`,
    usernameMax: `Le nom d’utilisateur doit contenir au plus ${USERNAME_MAX} caractères`,
    usernameChars:
      'Le nom d’utilisateur ne peut contenir que des lettres, chiffres, points, tirets et tirets bas',
    passwordMin: `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères`,
    passwordMax: `Le mot de passe doit contenir au plus ${PASSWORD_MAX} caractères`,
    passwordRequired: 'Le mot de passe est obligatoire',
    emailOrUsernameRequired: 'L’e-mail ou le nom d’utilisateur est obligatoire',
    resetTokenRequired: 'Le lien de réinitialisation est incomplet',
    confirmPassword: 'Veuillez confirmer votre mot de passe',
    passwordsMismatch: 'Les mots de passe ne correspondent pas',
    validationFailed: 'Les données saisies ne sont pas valides',
    verifyEmail: 'Veuillez vérifier votre e-mail avant de vous connecter',
    invalidCredentials: 'E-mail ou mot de passe incorrect',
    forgotSent: 'Si un compte existe pour cet e-mail, un lien de réinitialisation a été envoyé.',
    resendSent:
      'Si un compte non vérifié existe pour cet e-mail, un nouveau lien de vérification a été envoyé.',
    resetSuccess: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
    usernameTaken: 'Ce nom d’utilisateur est déjà pris',
    nicknameMin: `Le surnom doit contenir au moins ${NICKNAME_MIN} caractères`,
    nicknameMax: `Le surnom doit contenir au plus ${NICKNAME_MAX} caractères`,
    unknownTimezone: 'Fuseau horaire inconnu',
  },
  common: commonFr,
  firstDays: firstDaysFr,
};

/** All of French: the shell and the screens. */
export const fr: Translation = wholeLanguage(shellFr, screensFr);
