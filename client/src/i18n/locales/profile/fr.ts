import type { Translation } from '../en.ts';

export const profileFr: Translation['profile'] = {
  pageTitle: 'Paramètres du profil',
  title: 'Paramètres du profil',
  subtitle:
    'Comment vous apparaissez dans votre aventure, et comment le planificateur s’adapte à votre journée.',
  tabsLabel: 'Sections du profil',
  tabs: {
    profile: 'Profil',
    security: 'Sécurité',
    admin: 'Administration',
  },
  stats: {
    level: 'Niveau',
    experience: 'Expérience',
    gold: 'Or',
    streak: 'Série',
  },
  nickname: {
    title: 'Surnom',
    text: 'Le nom sous lequel votre aventurier apparaît sur la fiche de personnage.',
    label: 'Surnom',
    hint: 'Au moins 3 caractères.',
    update: 'Mettre à jour',
    updating: 'Mise à jour...',
    success: 'Surnom mis à jour avec succès !',
    failed: 'Impossible de mettre à jour le surnom',
  },
  username: {
    title: 'Nom d’utilisateur',
    text: 'Il sert à vous connecter, et les autres aventuriers le voient dans les groupes et les clans.',
    label: 'Nom d’utilisateur',
    save: 'Enregistrer le nom d’utilisateur',
    saved: 'Nom d’utilisateur enregistré',
    savedText: 'Vous êtes désormais {{username}}.',
  },
  details: {
    title: 'Informations personnelles',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    emailHint: 'Votre adresse de connexion. Elle ne peut pas être modifiée ici.',
    timezone: 'Fuseau horaire',
    timezoneHint: 'Les jours de votre série se terminent à minuit dans ce fuseau horaire.',
    language: 'Langue',
    languageHint: 'Le planificateur passe à cette langue dès l’enregistrement.',
    clanNotifications: 'Nouvelles du clan dans mes notifications',
    clanNotificationsHint:
      'Quand un membre du clan arrive, monte de niveau, obtient un succès ou bat un boss. Désactivé par défaut, pour rester au calme.',
    shareQuestTitles: 'Montrer les titres de mes quêtes à mon clan et à mon groupe',
    shareQuestTitlesHint:
      "Vos quêtes vous appartiennent. Tant que c'est désactivé, votre clan et votre groupe voient seulement que vous avez terminé une quête et sa difficulté, jamais son titre ni vos notes.",
    save: 'Enregistrer les informations',
    saved: 'Profil mis à jour',
    savedText: 'Vos informations sont enregistrées.',
  },
  quickAdd: {
    title: 'Ajout rapide',
    label: 'Comprendre les dates dans l’ajout rapide',
    text: 'Lit les jours, heures, routines, p1 à p3 et ~20m dans la ligne pendant que vous tapez. Désactivé, la ligne est ajoutée telle que vous l’avez tapée.',
    on: 'L’ajout rapide comprend de nouveau les dates.',
    off: 'L’ajout rapide ajoute maintenant les lignes telles que tapées.',
  },
  saving: 'Enregistrement...',
  error: 'Erreur',
  failed: 'Impossible de mettre à jour le profil',
};
