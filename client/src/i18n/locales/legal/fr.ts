import type { Translation } from '../en.ts';

export const legalFr: Translation['legal'] = {
  impressum: {
    title: 'Mentions légales',
    updated: 'Dernière mise à jour : 20 août 2025',
    intro: 'Informations sur l’éditeur de Quest Planner.',
    sections: [
      {
        title: 'Éditeur',
        body: 'Quest Planner est développé et exploité par un studio de logiciels indépendant établi en Suisse.\n\nRaison sociale, adresse postale et inscription au registre du commerce : à suivre.',
      },
      {
        title: 'Contact',
        body: 'Adresse e-mail et numéro de téléphone : à suivre.',
      },
      {
        title: 'Responsable du contenu',
        body: 'Le studio qui exploite Quest Planner. Nom de la personne responsable : à suivre.',
      },
      {
        title: 'Liens externes',
        body: 'Nous vérifions avec soin les liens vers d’autres sites, mais nous ne sommes pas responsables de leur contenu. Leurs exploitants le sont.',
      },
      {
        title: 'Droit d’auteur',
        body: 'Les textes, graphismes et le code de Quest Planner sont protégés par le droit d’auteur. Merci de nous demander avant de les réutiliser.',
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    updated: 'Dernière mise à jour : 23 novembre 2026',
    intro:
      'Nous ne conservons que les données dont le jeu a besoin pour fonctionner, et nous ne les vendons jamais. Voici ce que nous enregistrons et pourquoi.',
    sections: [
      {
        title: 'Responsable',
        body: 'Le studio suisse qui exploite Quest Planner (voir les mentions légales). Coordonnées : à suivre.',
      },
      {
        title: 'Votre compte',
        body: 'Lors de l’inscription, nous enregistrons votre adresse e-mail, votre nom d’utilisateur et votre mot de passe. Le mot de passe n’est stocké que sous forme de hachage salé : personne ne peut le lire, pas même nous.\n\nNous utilisons votre adresse e-mail pour vérifier votre compte, envoyer les liens de réinitialisation du mot de passe et des avis importants sur votre compte. Nous n’envoyons pas de newsletter.',
      },
      {
        title: 'Votre progression',
        body: 'Pour faire fonctionner le jeu, nous enregistrons ce que vous créez et gagnez : quêtes, tâches, expérience, niveau, or, objets, compagnons, succès, appartenance à des groupes et des clans, ainsi que les paramètres du profil comme le pseudo, la langue, le fuseau horaire et l’avatar.',
      },
      {
        title: 'Cookie de session et stockage local',
        body: 'Après votre connexion, nous plaçons un cookie de session. Il est strictement nécessaire pour vous garder connecté et prend fin à la déconnexion ou à l’expiration de la session.\n\nPour chaque session, nous conservons son début, sa dernière utilisation et la description du navigateur (user agent), afin que vous voyiez dans Profil > Sécurité où vous êtes connecté et puissiez déconnecter un appareil perdu. Votre langue est enregistrée dans le stockage local du navigateur. Nous n’utilisons aucun autre cookie.',
      },
      {
        title: 'Aucun pistage',
        body: 'Quest Planner ne contient ni publicité, ni outil d’analyse, ni pixel de suivi. Nous ne partageons pas vos données avec des annonceurs ou des courtiers en données.',
      },
      {
        title: 'Compagnon de quête IA',
        body: 'Lorsque vous utilisez le compagnon IA, le texte envoyé et les informations de quête nécessaires sont traités pour produire une réponse. Selon la configuration du service, un fournisseur d’IA externe peut traiter ce texte pour notre compte. Ne partagez pas de données de santé ni d’autres informations sensibles dans ces messages.',
      },
      {
        title: 'Journaux de sécurité',
        body: 'Pour protéger le service, nos serveurs enregistrent brièvement des données techniques comme l’adresse IP, l’heure et l’adresse demandée, par exemple pour bloquer des échecs de connexion répétés.',
      },
      {
        title: 'Durée de conservation',
        body: 'Nous conservons vos données tant que votre compte existe. Une session prend fin après 14 jours sans utilisation et au plus tard 30 jours après la connexion. Les liens envoyés par e-mail expirent : 24 heures pour confirmer une adresse, 1 heure pour réinitialiser un mot de passe. Les traces des connexions échouées sont gardées au plus une heure.\n\nSi vous supprimez votre compte, nous l’effaçons aussitôt avec vos données personnelles : profil, quêtes, tâches, sessions de concentration, objets, compagnons, succès, notifications, vos messages de discussion, activité et sessions. Votre groupe et votre clan gardent leur histoire commune (les dégâts infligés à un boss, le fil du clan) avec « un ancien membre » à la place de votre nom. Notre journal d’audit garde la trace qu’un compte a été supprimé, sans votre nom ni votre adresse e-mail.',
      },
      {
        title: 'Vos droits',
        body: 'Selon la loi fédérale suisse sur la protection des données et, le cas échéant, le RGPD, vous pouvez demander quelles données nous détenons sur vous, les faire corriger ou supprimer et en recevoir une copie.\n\nVous pouvez faire l’essentiel vous-même dans Profil > Sécurité : « Télécharger mes données » vous donne un fichier avec tout ce que nous conservons sur vous, et « Supprimer mon compte » l’efface définitivement. Vous pouvez aussi y changer votre adresse e-mail et votre mot de passe et déconnecter vos autres appareils. Coordonnées pour les autres demandes : à venir.',
      },
    ],
  },
  terms: {
    title: 'Conditions d’utilisation',
    updated: 'Dernière mise à jour : 20 août 2025',
    intro:
      'Ces conditions s’appliquent lorsque vous utilisez Quest Planner. En créant un compte, vous les acceptez.',
    sections: [
      {
        title: 'Le service',
        body: 'Quest Planner est un planificateur de tâches ludique. Nous l’améliorons en continu : les fonctions peuvent évoluer et le service peut être interrompu pour maintenance.',
      },
      {
        title: 'Votre compte',
        body: 'Une adresse e-mail valide est nécessaire pour s’inscrire. Gardez votre mot de passe secret : vous êtes responsable de ce qui se passe dans votre compte.',
      },
      {
        title: 'Fair-play',
        body: 'Ne perturbez pas le service, n’exploitez pas de bugs, n’automatisez pas d’actions, ne harcelez pas d’autres joueurs et ne choisissez pas de noms offensants. Les modérateurs peuvent avertir, suspendre ou bannir les comptes qui enfreignent ces règles.',
      },
      {
        title: 'Votre contenu',
        body: 'Les quêtes, tâches et messages que vous écrivez restent les vôtres. Vous nous autorisez à les stocker et à les traiter pour faire fonctionner le service.',
      },
      {
        title: 'Récompenses virtuelles',
        body: 'L’expérience, l’or, les objets et les autres récompenses font partie du jeu. Ils n’ont aucune valeur monétaire et ne peuvent pas être échangés contre de l’argent.',
      },
      {
        title: 'Responsabilité',
        body: 'Nous fournissons Quest Planner tel quel et ne pouvons pas garantir qu’il soit toujours disponible ou exempt d’erreurs. Dans la mesure permise par la loi, nous ne répondons que du dol et de la négligence grave.',
      },
      {
        title: 'Modifications',
        body: 'Nous pouvons mettre à jour ces conditions. Nous vous informerons des changements importants dans l’application avant leur entrée en vigueur.',
      },
      {
        title: 'Droit applicable',
        body: 'Le droit suisse s’applique. Le for est au siège du studio exploitant (à suivre), sauf disposition impérative contraire.',
      },
    ],
  },
  disclaimer: {
    title: 'Avertissement',
    updated: 'Daté du 20 août 2025',
    intro:
      'Quest Planner est un outil de planification et de motivation. Merci de lire ces remarques avant de vous y fier.',
    sections: [
      {
        title: 'Avertissement médical',
        body: 'Quest Planner ne donne pas de conseils médicaux. Il ne remplace pas un diagnostic ni un traitement professionnel du TDAH ou de toute autre affection.\n\nSi vous avez des questions sur votre santé, adressez-vous à un médecin ou à un autre professionnel qualifié. En cas d’urgence, appelez le numéro d’urgence local.',
      },
      {
        title: 'Avertissement sur l’IA',
        body: 'Les suggestions du compagnon de quête IA sont générées automatiquement. Elles ne constituent qu’une orientation générale et peuvent être erronées, incomplètes ou inadaptées à votre situation.\n\nVérifiez vous-même les informations importantes et prenez vos propres décisions. Le compagnon IA n’est ni médecin, ni thérapeute, ni coach.',
      },
      {
        title: 'Aucune garantie de résultat',
        body: 'L’expérience, les séries et les récompenses sont là pour vous motiver. Nous ne pouvons pas promettre que l’application changera votre productivité ou votre bien-être.',
      },
      {
        title: 'Contenu et liens',
        body: 'Nous préparons le contenu de Quest Planner avec soin, mais ne pouvons pas garantir qu’il soit complet ou à jour. Nous ne sommes pas responsables du contenu des sites externes.',
      },
    ],
  },
};
