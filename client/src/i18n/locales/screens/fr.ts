import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@protocol/limits.ts';
import { adminFr } from '../admin/fr.ts';
import { aiFr } from '../ai/fr.ts';
import { avatarFr } from '../avatar/fr.ts';
import { characterFr } from '../character/fr.ts';
import { clansFr } from '../clans/fr.ts';
import { companionsFr } from '../companions/fr.ts';
import type { ScreensTranslation } from '../en.ts';
import { hallFr } from '../hall/fr.ts';
import { honorsFr } from '../honors/fr.ts';
import { inventoryFr } from '../inventory/fr.ts';
import { itemsFr } from '../items/fr.ts';
import { legalFr } from '../legal/fr.ts';
import { notificationsFr } from '../notifications/fr.ts';
import { partyInvitesFr } from '../party-invites/fr.ts';
import { planningFr } from '../planning/fr.ts';
import { profileFr } from '../profile/fr.ts';
import { questsFr } from '../quests/fr.ts';
import { quickAddFr } from '../quick-add/fr.ts';
import { remindersFr } from '../reminders/fr.ts';
import { restFr } from '../rest/fr.ts';
import { securityFr } from '../security/fr.ts';
import { setsFr } from '../sets/fr.ts';
import { shopFr } from '../shop/fr.ts';
import { shortcutsFr } from '../shortcuts/fr.ts';
import { startersFr } from '../starters/fr.ts';
import { tasksFr } from '../tasks/fr.ts';

/** The screens' texts (see screens/en.ts). */
export const screensFr: ScreensTranslation = {
  userMenu: {
    open: 'Ouvrir le menu de {{username}}',
    health: 'Santé',
    xp: 'XP',
    gold: 'Or',
    level: 'Niveau {{level}}',
    levelShort: 'Niv. {{level}}',
    navigation: 'Navigation',
    profileSettings: 'Paramètres du profil',
    logout: 'Se déconnecter',
  },
  form: {
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
  },
  live: {
    connecting: 'Connexion aux mises à jour en direct…',
    connected: 'Mises à jour en direct : connecté',
    reconnecting: 'Mises à jour en direct : reconnexion…',
  },
  auth: {
    pageTitle: 'Connexion',
    title: 'Rejoignez la guilde',
    subtitle: 'Connectez-vous pour poursuivre votre aventure, ou créez votre héros en moins d’une minute.',
    tabsLabel: 'Compte',
    tabLogin: 'Connexion',
    tabRegister: 'Inscription',
    tabVerify: 'Vérifier',
    tabReset: 'Réinitialiser',
    emailOrUsername: 'E-mail ou nom d’utilisateur',
    email: 'E-mail',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    usernameHint: `De ${USERNAME_MIN} à ${USERNAME_MAX} caractères : lettres, chiffres, points, tirets ou tirets bas.`,
    passwordHint: `Au moins ${PASSWORD_MIN} caractères.`,
    loginHeading: 'Bon retour, aventurier',
    loginText: 'Vos quêtes vous attendent.',
    loginButton: 'Partir à l’aventure',
    forgotLink: 'Mot de passe oublié ?',
    registerHeading: 'Créez votre héros',
    registerText: 'Choisissez un nom pour votre journal de quêtes. Vous pourrez le changer plus tard.',
    registerButton: 'Commencez votre quête',
    verify: {
      title: 'Consultez vos e-mails',
      text: 'Nous avons envoyé un lien de vérification à {{email}}. Ouvrez-le pour activer votre compte, puis connectez-vous.',
      textNoEmail:
        'Nous vous avons envoyé un lien de vérification. Ouvrez-le pour activer votre compte, puis connectez-vous.',
      requiredTitle: 'Vérification de l’e-mail requise',
      resendTitle: 'Pas encore d’e-mail ?',
      resendText: 'Cela peut prendre quelques minutes. Vérifiez vos spams ou demandez un nouveau lien.',
      resendButton: 'Renvoyer l’e-mail de vérification',
      sentTitle: 'E-mail de vérification envoyé',
      backToLogin: 'Retour à la connexion',
      invalidTitle: 'Ce lien de vérification est invalide ou a expiré',
      invalidText:
        'Chaque lien ne fonctionne qu’une fois et expire après 24 heures. Saisissez votre e-mail pour en recevoir un nouveau.',
    },
    verified: {
      title: 'E-mail vérifié !',
      text: 'Votre adresse e-mail est confirmée. Connectez-vous et commencez votre première quête.',
      continue: 'Continuer vers la connexion',
    },
    forgot: {
      title: 'Réinitialiser le mot de passe',
      text: 'Saisissez l’e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      button: 'Envoyer le lien',
      sentTitle: 'Consultez vos e-mails',
    },
    panel: {
      title: 'Ce qui vous attend',
      text: 'Un planificateur qui s’adapte à vous : de petites étapes, un cap clair, de vraies récompenses.',
      mentorTitle: 'Mentor de quêtes IA',
      mentorText:
        'Transforme une tâche intimidante en une courte liste d’étapes faisables et vous aide à choisir par où commencer.',
      bossTitle: 'Combats de boss épiques',
      bossText:
        'Faites équipe avec votre groupe : chaque quête terminée inflige des dégâts à un boss commun.',
      lootTitle: 'Butin légendaire',
      lootText: 'Dépensez l’or gagné en armes, armures et compagnons fidèles.',
    },
    errors: {
      registrationFailed: 'Échec de l’inscription',
      emailExists: 'Un compte existe déjà avec cet e-mail. Veuillez plutôt vous connecter.',
      usernameTaken: 'Ce nom d’utilisateur est déjà pris. Veuillez en choisir un autre.',
      checkFields: 'Vérifiez que tous les champs sont correctement remplis.',
      passwordShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères.`,
      tryAgain: 'Veuillez réessayer',
      loginFailed: 'Échec de la connexion',
      invalidCredentials: 'E-mail ou mot de passe incorrect. Veuillez réessayer.',
      notFound: 'Aucun compte trouvé avec cette adresse e-mail.',
      checkCredentials: 'Vérifiez votre e-mail et votre mot de passe',
      rateLimited: 'Trop de tentatives. Patientez quelques minutes, puis réessayez.',
      error: 'Erreur',
      resetEmailFailed: 'Échec de l’envoi de l’e-mail de réinitialisation',
      resendFailed: 'Échec du renvoi de l’e-mail de vérification',
    },
  },
  reset: {
    pageTitle: 'Réinitialiser le mot de passe',
    title: 'Choisissez un nouveau mot de passe',
    text: 'Prenez-en un que vous n’avez pas encore utilisé ici. Vous vous connecterez avec juste après.',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    submit: 'Enregistrer le mot de passe',
    successTitle: 'Mot de passe réinitialisé !',
    successText:
      'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe. Redirection vers la connexion...',
    goToLogin: 'Aller à la connexion',
    failedTitle: 'Échec de la réinitialisation',
    failedDefault: 'Impossible de réinitialiser le mot de passe. Veuillez réessayer.',
    invalidLinkTitle: 'Lien invalide',
    invalidLinkText: 'Ce lien est incomplet. Veuillez en demander un nouveau.',
  },
  dashboard: {
    levelBadge: 'Niv. {{level}}',
    welcome: 'Bon retour, {{username}} !',
    experience: 'Expérience',
    xpProgress: '{{current}} / {{total}} XP',
    xpToNext: 'Encore {{remaining}} XP avant le niveau {{next}}',
    gold: 'Or',
    health: 'Santé',
    damage: 'Dégâts',
    quickActions: 'Actions rapides',
    quickActionsText: 'Où votre aventure vous mène-t-elle ensuite ?',
    questBoard: 'Tableau des quêtes',
    questBoardText: 'Acceptez une quête ou écrivez la vôtre',
    characterSheet: 'Fiche de personnage',
    characterSheetText: 'Vos statistiques, votre équipement et votre avatar',
    itemShop: 'Boutique d’objets',
    itemShopText: 'Dépensez votre or en nouvel équipement',
  },
  classes: {
    noviceAdventurer: 'Aventurier novice',
    taskWarrior: 'Guerrier des tâches',
    focusGuardian: 'Gardien de la concentration',
    productivityPaladin: 'Paladin de la productivité',
    masterOrganizer: 'Maître organisateur',
    legendaryHero: 'Héros légendaire',
  },
  legal: legalFr,
  quests: questsFr,
  quickAdd: quickAddFr,
  shortcuts: shortcutsFr,
  planning: planningFr,
  tasks: tasksFr,
  rest: restFr,
  security: securityFr,
  honors: honorsFr,
  hall: hallFr,
  items: itemsFr,
  shop: shopFr,
  inventory: inventoryFr,
  companions: companionsFr,
  ai: aiFr,
  clans: clansFr,
  notifications: notificationsFr,
  partyInvites: partyInvitesFr,
  reminders: remindersFr,
  starters: startersFr,
  sets: setsFr,
  character: characterFr,
  avatar: avatarFr,
  profile: profileFr,
  admin: adminFr,
};
