import type { Translation } from '../en.ts';

export const firstDaysFr: Translation['firstDays'] = {
  nav: {
    short: { home: 'Accueil', quests: 'Quêtes', tasks: 'Tâches', bossFight: 'Boss' },
    tasks: 'Tâches',
    focus: 'Mode concentration',
    companions: 'Compagnons',
    clans: 'Salle des clans',
    honors: 'Hall des honneurs',
    profile: 'Paramètres du profil',
    more: 'Plus',
    moreLabel: 'Autres endroits',
    tabBar: 'Navigation principale',
  },
  offline: {
    banner: 'Hors ligne — nous continuons d’essayer',
    bannerText:
      'Vous êtes hors ligne. Ce que vous modifiez maintenant n’est pas enregistré tant que vous n’êtes pas de retour en ligne.',
    back: 'De nouveau en ligne',
    network: 'Non enregistré : vous êtes hors ligne. Réessayez une fois de retour en ligne.',
    retryTitle: 'Cela n’a pas abouti',
    retry: 'Réessayer',
    recovering: 'De nouveau en ligne : la page se recharge…',
  },
  notifications: {
    achievementGroup_one: '{{count}} succès débloqué',
    achievementGroup_other: '{{count}} succès débloqués',
    achievementGroupBody: '+{{points}} points',
    showAll: 'Tout afficher',
    hideAll: 'Afficher moins',
  },
  todayTasks: {
    title: 'Tâches du jour',
    count_one: '{{count}} tâche pour aujourd’hui',
    count_other: '{{count}} tâches pour aujourd’hui',
    empty: 'Rien de prévu aujourd’hui. Ajoutez une tâche quand vous êtes prêt.',
    more_one: '+{{count}} autre',
    more_other: '+{{count}} autres',
    open: 'Ouvrir les tâches',
    dueAt: 'pour {{time}}',
  },
  languageSave: {
    savedTitle: 'Langue enregistrée : {{language}}',
    savedText: 'Vos e-mails, rappels et les petites quêtes du jour la suivent aussi.',
    failedTitle: 'Langue non enregistrée',
    failedText:
      'Votre langue n’a pas encore pu être enregistrée dans votre compte ; l’application l’utilise quand même. Vous pourrez l’enregistrer plus tard dans les paramètres du profil.',
  },
  contact: {
    link: 'Contacter l’équipe',
    footer: 'Contact',
    title: 'Contacter l’équipe',
    intro:
      'Une question, un problème, une idée ou quelque chose au sujet de votre compte ? Écrivez-nous ici. Une personne de l’équipe lit chaque message et répond par e-mail.',
    accountIntro:
      'Si votre compte a été suspendu ou fermé et que vous voulez savoir pourquoi, ou que vous pensez qu’il s’agit d’une erreur, dites-le-nous ici. Nous lisons chaque message et répondons avec calme et équité.',
    signedInAs: 'Connecté avec le compte {{username}} : l’équipe voit votre compte avec votre message.',
    email: 'Votre adresse e-mail',
    emailHint: 'Nous répondons à cette adresse et ne l’utilisons pour rien d’autre.',
    emailHintAccount: 'Indiquez l’adresse de votre compte, pour que nous puissions le retrouver.',
    topic: 'De quoi s’agit-il ?',
    topics: {
      account: 'Mon compte a été suspendu ou fermé',
      problem: 'Quelque chose ne fonctionne pas',
      feedback: 'Une idée ou un avis',
      other: 'Autre chose',
    },
    message: 'Votre message',
    messageHint: 'Prenez votre temps. Jusqu’à {{max}} caractères.',
    charactersLeft_one: 'Encore {{count}} caractère',
    charactersLeft_other: 'Encore {{count}} caractères',
    send: 'Envoyer le message',
    errors: {
      email: 'Indiquez une adresse e-mail à laquelle nous pouvons répondre, par exemple nom@exemple.com.',
      messageRequired: 'Écrivez quelques mots, pour que l’équipe sache comment vous aider.',
      messageTooLong: 'C’est un peu long : gardez-le sous {{max}} caractères.',
      failedTitle: 'Votre message n’a pas été envoyé',
      rateLimited:
        'Vous avez envoyé plusieurs messages en peu de temps. Patientez un moment, puis réessayez. Votre texte est toujours là.',
      offline:
        'Pas de connexion pour le moment. Votre texte est toujours là : renvoyez-le une fois de nouveau en ligne.',
      generic:
        'Un problème est survenu de notre côté. Votre texte est toujours là : réessayez dans un instant.',
    },
    sentTitle: 'Merci — l’équipe vous répondra par e-mail',
    sentText:
      'Votre message est bien arrivé. Nous vous écrirons à {{email}} ; cela peut prendre quelques jours. Vous n’avez rien d’autre à faire.',
    another: 'Écrire un autre message',
    home: 'Retour à l’accueil',
    legalNote:
      'En attendant, le formulaire de contact parvient à l’équipe ; une personne lit chaque message.',
    legalLink: 'Écrire à l’équipe',
  },
};
