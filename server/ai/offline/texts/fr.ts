/** French offline texts (vous, like the app's French interface). */
import type { CompanionTexts } from './types.ts';

const plural = (count: number, one: string, many: string): string => (count === 1 ? one : many);

function dueText(days: number): string {
  if (days < -1) return `était à rendre il y a ${-days} jours`;
  if (days === -1) return 'était à rendre hier';
  if (days === 0) return 'est à rendre aujourd’hui';
  if (days === 1) return 'est à rendre demain';
  if (days < 14) return `est à rendre dans ${days} jours`;
  return `est à rendre dans environ ${Math.round(days / 7)} semaines`;
}

export const fr: CompanionTexts = {
  quote: (text) => `«\u00a0${text}\u00a0»`,
  untitled: 'cette quête',
  steps: {
    writing: [
      {
        title: 'Ouvrez une page blanche',
        description: (c) =>
          `Ouvrez un document vierge pour ${c.t} et notez trois idées en vrac sous forme de puces.`,
      },
      {
        title: 'Rassemblez votre matériel',
        description: (c) =>
          `Réunissez au même endroit les notes, sources ou données dont vous avez besoin pour ${c.t}.`,
        withItems: (c) =>
          `Réunissez vos notes au même endroit et cochez-les au fur et à mesure : ${c.items}.`,
      },
      {
        title: 'Esquissez un plan',
        description: 'Transformez les puces en trois à cinq titres dans un ordre logique.',
      },
      {
        title: 'Écrivez un premier jet',
        description: (c) =>
          `Écrivez la première version brouillonne de ${c.t} sans vous soucier pour l’instant de l’orthographe ni du style.`,
      },
      {
        title: 'Comblez les trous',
        description: 'Revenez sur chaque passage laissé en suspens et complétez-le.',
      },
      {
        title: 'Relisez une fois',
        description: 'Relisez le brouillon du début à la fin et corrigez seulement ce qui n’est pas clair.',
      },
      {
        title: 'Peaufinez et rendez',
        description: (c) =>
          `Vérifiez l’orthographe, ajoutez un titre, puis enregistrez, envoyez ou rendez ${c.t}.`,
      },
    ],
    message: [
      {
        title: 'Ouvrez un nouveau message',
        description: (c) => `Ouvrez un nouveau message pour ${c.t} et tapez seulement la formule d’appel.`,
      },
      {
        title: 'Cherchez les informations',
        description: 'Retrouvez les dates, numéros ou pièces jointes que vous voulez mentionner.',
        withItems: (c) => `Notez les points à mentionner : ${c.items}.`,
      },
      {
        title: 'Écrivez l’idée principale',
        description: 'Écrivez une phrase qui dit ce que vous voulez que la personne sache ou fasse.',
      },
      {
        title: 'Écrivez la suite',
        description: 'Ajoutez les détails en phrases courtes ; trois à cinq suffisent en général.',
      },
      {
        title: 'Terminez par une demande claire',
        description: 'Finissez par une question ou une prochaine étape pour que la réponse soit facile.',
      },
      {
        title: 'Relisez une fois',
        description: 'Relisez-le une seule fois et corrigez seulement ce qui n’est pas clair.',
      },
      {
        title: 'Appuyez sur envoyer',
        description: 'Envoyez-le et cochez la quête, car fait vaut mieux que parfait.',
      },
    ],
    call: [
      {
        title: 'Préparez le numéro',
        description: (c) => `Trouvez le numéro de téléphone pour ${c.t} et placez-le bien en vue.`,
      },
      {
        title: 'Écrivez votre première phrase',
        description:
          'Notez exactement ce que vous direz en premier, par exemple qui vous êtes et pourquoi vous appelez.',
      },
      {
        title: 'Listez vos questions',
        description: 'Notez deux ou trois points ou questions à aborder.',
        withItems: (c) => `Gardez vos points sous les yeux : ${c.items}.`,
      },
      {
        title: 'Trouvez un endroit calme',
        description: 'Installez-vous au calme avec un stylo prêt pour prendre des notes.',
      },
      {
        title: 'Passez l’appel',
        description:
          'Composez le numéro, dites qui vous êtes et pourquoi vous appelez, puis abordez ce qu’il faut, ou laissez un court message.',
      },
      {
        title: 'Notez le résultat',
        description: 'Notez ce qui a été convenu, les dates et qui fait quoi ensuite.',
      },
      {
        title: 'Bouclez la boucle',
        description: 'Inscrivez le suivi éventuel dans votre agenda et cochez la quête.',
      },
    ],
    cleaning: [
      {
        title: 'Prenez un sac et un panier',
        description: 'Prenez un sac pour les déchets et un panier pour ce qui doit aller ailleurs.',
      },
      {
        title: 'Dégagez un petit coin',
        description: (c) =>
          `Lancez un court minuteur et dégagez un seul petit coin pour ${c.t}, comme une chaise, une étagère ou le panier à linge.`,
      },
      {
        title: 'Rangez les affaires',
        description: 'Rangez tout ce qui a une place et regroupez le reste dans un panier.',
      },
      {
        title: 'Essuyez les surfaces',
        description: 'Essuyez les surfaces que vous venez de dégager, de haut en bas.',
        withItems: (c) => `Faites les zones une par une : ${c.items}.`,
      },
      {
        title: 'Faites le sol',
        description: 'Passez l’aspirateur ou le balai maintenant que le sol est dégagé.',
      },
      {
        title: 'Triez linge et vaisselle',
        description: 'Mettez le linge sale dans le panier et la vaisselle dans l’évier ou le lave-vaisselle.',
      },
      {
        title: 'Sortez les poubelles',
        description: 'Sortez les poubelles, trouvez une place pour ce qui reste et cochez la quête.',
      },
    ],
    studying: [
      {
        title: 'Ouvrez vos supports',
        description: (c) =>
          `Ouvrez le livre, les notes ou la page du cours pour ${c.t} et lisez seulement le premier titre.`,
      },
      {
        title: 'Choisissez la part du jour',
        description: 'Choisissez un petit morceau, comme une section ou dix fiches.',
        withItems: (c) => `Choisissez une partie de votre liste pour aujourd’hui : ${c.items}.`,
      },
      {
        title: 'Faites un bloc concentré',
        description: 'Lancez un minuteur de 25 minutes et lisez ou pratiquez ce morceau, rien d’autre.',
      },
      {
        title: 'Reformulez avec vos mots',
        description: 'Notez trois à cinq idées clés ou questions sur ce que vous venez de voir.',
      },
      {
        title: 'Faites une vraie pause',
        description: 'Levez-vous, buvez de l’eau et bougez cinq minutes loin des écrans.',
      },
      {
        title: 'Testez-vous',
        description: 'Fermez vos supports et répondez à vos questions de mémoire.',
      },
      {
        title: 'Marquez où vous vous arrêtez',
        description: (c) => `Notez où reprendre la prochaine fois, pour que revenir à ${c.t} soit facile.`,
      },
    ],
    shopping: [
      {
        title: 'Commencez la liste',
        description: (c) =>
          `Ouvrez une note pour ${c.t} et notez les trois premières choses dont vous avez besoin.`,
        withItems: (c) => `Ouvrez une note pour ${c.t} et recopiez ce qu’il vous faut : ${c.items}.`,
      },
      {
        title: 'Vérifiez ce que vous avez',
        description: 'Jetez un œil au frigo, aux placards ou aux tiroirs pour ne rien acheter en double.',
      },
      {
        title: 'Regroupez la liste',
        description: 'Triez la liste par magasin ou par rayon pour ne faire le parcours qu’une fois.',
      },
      {
        title: 'Préparez la sortie',
        description: 'Posez les sacs, le portefeuille, les clés et la liste près de la porte.',
      },
      {
        title: 'Allez-y',
        description: 'Sortez et prenez seulement ce qui est sur la liste, en cochant au fur et à mesure.',
      },
      {
        title: 'Rangez tout',
        description: 'Déballez tout de suite pour que les sacs ne traînent pas.',
      },
      {
        title: 'Cochez-la',
        description: 'Barrez le dernier article et marquez la quête comme terminée.',
      },
    ],
    cooking: [
      {
        title: 'Choisissez la recette',
        description: (c) =>
          `Décidez ce que vous préparez pour ${c.t} et ouvrez la recette ou notez les ingrédients.`,
      },
      {
        title: 'Vérifiez les ingrédients',
        description: 'Vérifiez que vous avez tout et notez ce qui manque.',
        withItems: (c) => `Vérifiez que vous avez tout : ${c.items}.`,
      },
      {
        title: 'Installez votre plan de travail',
        description:
          'Dégagez le plan de travail et sortez les casseroles, les ustensiles et les ingrédients.',
      },
      {
        title: 'Préparez les ingrédients',
        description: 'Lavez, coupez et mesurez tout avant d’allumer le feu.',
      },
      {
        title: 'Cuisinez étape par étape',
        description: 'Suivez la recette une étape à la fois et lancez un minuteur pour chaque cuisson.',
      },
      {
        title: 'Nettoyez au fur et à mesure',
        description: 'Rincez les ustensiles et essuyez le plan de travail pendant que ça mijote ou cuit.',
      },
      {
        title: 'Servez et savourez',
        description: (c) => `Servez, asseyez-vous et savourez : vous avez réalisé ${c.t}.`,
      },
    ],
    exercise: [
      {
        title: 'Mettez vos chaussures',
        description: (c) =>
          `Enfilez votre tenue de sport ou vos chaussures pour ${c.t} ; c’est toute la première étape.`,
      },
      {
        title: 'Eau et musique',
        description: 'Remplissez une gourde et lancez une playlist que vous aimez.',
      },
      {
        title: 'Échauffez-vous',
        description:
          'Bougez doucement quelques minutes, par exemple en marchant sur place ou en faisant des cercles avec les bras.',
      },
      {
        title: 'Faites la partie principale',
        description: (c) =>
          `Faites la partie principale de ${c.t} à un rythme tranquille ; plus court, c’est très bien aussi.`,
      },
      {
        title: 'Ajoutez un tour',
        description: 'Si vous vous sentez encore bien, ajoutez un court tour de plus, sinon vous avez fini.',
      },
      {
        title: 'Récupérez et étirez-vous',
        description: 'Marchez lentement et étirez-vous quelques minutes.',
      },
      {
        title: 'Notez-le',
        description: 'Buvez de l’eau et marquez la quête comme terminée, car chaque séance compte.',
      },
    ],
    coding: [
      {
        title: 'Ouvrez le projet',
        description: (c) =>
          `Ouvrez le projet pour ${c.t} et écrivez une ligne qui décrit quand ce sera terminé.`,
      },
      {
        title: 'Trouvez l’endroit',
        description: 'Repérez le fichier ou la fonction concernés et, pour un bug, reproduisez le problème.',
      },
      {
        title: 'Écrivez une vérification rapide',
        description: 'Écrivez un petit test ou une vérification manuelle qui montre quand ça marche.',
      },
      {
        title: 'Faites le plus petit changement',
        description: (c) => `Faites le plus petit changement qui fait avancer ${c.t}, un morceau à la fois.`,
        withItems: (c) => `Traitez les morceaux un par un, en commençant par ${c.first} : ${c.items}.`,
      },
      {
        title: 'Lancez-le',
        description: 'Lancez les tests ou l’application et comparez le résultat avec votre ligne de départ.',
      },
      {
        title: 'Faites le ménage',
        description:
          'Retirez les traces de débogage, renommez ce qui prête à confusion et ajoutez un court commentaire si besoin.',
      },
      {
        title: 'Enregistrez votre travail',
        description: 'Faites un commit ou enregistrez votre travail avec un message qui dit ce qui a changé.',
      },
    ],
    paperwork: [
      {
        title: 'Trouvez le premier document',
        description: (c) =>
          `Trouvez seulement le premier courrier, formulaire ou identifiant nécessaire pour ${c.t} et posez-le sur votre bureau.`,
      },
      {
        title: 'Rassemblez le reste',
        description: 'Réunissez les autres papiers dans une chemise ou une pile.',
        withItems: (c) => `Réunissez ce qu’il vous faut dans une chemise : ${c.items}.`,
      },
      {
        title: 'Notez l’échéance',
        description: 'Écrivez la date limite et les références éventuelles sur un post-it bien visible.',
      },
      {
        title: 'Remplissez le plus simple',
        description:
          'Remplissez ce que vous savez déjà, comme les noms, adresses et numéros, et sautez les parties difficiles.',
      },
      {
        title: 'Traitez les questions ouvertes',
        description: 'Revenez aux parties sautées une par une et notez ce que vous devez demander.',
      },
      {
        title: 'Vérifiez',
        description: 'Vérifiez une fois les montants, les dates et les signatures.',
      },
      {
        title: 'Envoyez et classez',
        description: (c) =>
          `Envoyez, payez ou postez, puis classez les papiers de ${c.t} dans une chemise étiquetée.`,
      },
    ],
    planning: [
      {
        title: 'Écrivez l’objectif',
        description: 'Écrivez une phrase qui décrit le résultat une fois terminé.',
      },
      {
        title: 'Videz votre tête',
        description: 'Listez chaque tâche, idée et inquiétude sans les trier.',
        withItems: (c) => `Partez de vos notes et ajoutez ce qui manque : ${c.items}.`,
      },
      {
        title: 'Choisissez l’essentiel',
        description: 'Choisissez les trois choses qui comptent vraiment et mettez le reste de côté.',
      },
      {
        title: 'Fixez des dates',
        description:
          'Donnez à chaque point essentiel une date ou une semaine approximative dans votre agenda.',
      },
      {
        title: 'Demandez de l’aide',
        description: 'Décidez qui pourrait vous aider sur une partie et envoyez-lui un message.',
      },
      {
        title: 'Préparez la première tâche',
        description: 'Sortez ce dont la première tâche a besoin pour qu’elle soit prête.',
      },
      {
        title: 'Faites la première tâche',
        description: (c) => `Faites maintenant la toute première tâche de ${c.t}, même si elle est petite.`,
      },
    ],
    application: [
      {
        title: 'Ouvrez l’offre',
        description: (c) => `Ouvrez l’offre d’emploi ou votre CV pour ${c.t} et surlignez trois mots-clés.`,
      },
      {
        title: 'Comparez les exigences',
        description:
          'Listez ce qui est demandé et associez chaque point à quelque chose que vous avez déjà fait.',
      },
      {
        title: 'Mettez à jour votre CV',
        description:
          'Ajoutez votre expérience la plus récente à votre CV et reprenez les mots-clés de l’offre.',
      },
      {
        title: 'Rédigez la lettre de motivation',
        description:
          'Écrivez une lettre courte : pourquoi ce poste, ce que vous apportez et une formule de politesse chaleureuse.',
      },
      {
        title: 'Demandez une relecture',
        description:
          'Envoyez-la à une personne de confiance ou lisez-la à voix haute pour repérer les erreurs.',
      },
      {
        title: 'Préparez les fichiers',
        description: 'Enregistrez tout en PDF avec des noms clairs, comme Nom_CV.pdf.',
      },
      {
        title: 'Envoyez-la',
        description: (c) => `Envoyez ${c.t} et notez la date du jour pour savoir quand relancer.`,
      },
    ],
    appointment: [
      {
        title: 'Trouvez le contact',
        description: (c) => `Cherchez le numéro ou la page de réservation pour ${c.t} et ouvrez-la.`,
      },
      {
        title: 'Consultez votre agenda',
        description: 'Choisissez deux ou trois créneaux qui vous conviennent avant d’appeler ou de réserver.',
      },
      {
        title: 'Préparez vos informations',
        description:
          'Gardez sous la main votre carte Vitale ou d’assurance, votre pièce d’identité ou votre numéro de dossier.',
      },
      {
        title: 'Notez le motif',
        description:
          'Écrivez une courte ligne sur le motif du rendez-vous pour ne pas avoir à y réfléchir sur le moment.',
      },
      {
        title: 'Prenez le rendez-vous',
        description: 'Appelez ou réservez en ligne et prenez le premier créneau qui vous va.',
      },
      {
        title: 'Prévoyez le trajet',
        description: 'Notez l’adresse et le temps qu’il faut pour y aller.',
      },
      {
        title: 'Ajoutez-le à l’agenda',
        description: (c) =>
          `Inscrivez la date et l’heure de ${c.t} dans votre agenda avec un rappel la veille.`,
      },
    ],
    generic: [
      {
        title: 'Faites le plus petit premier pas',
        description: (c) =>
          `Lancez un court minuteur et faites la toute première action concrète pour ${c.t}, comme ouvrir un fichier ou sortir ce qu’il vous faut.`,
      },
      {
        title: 'Définissez l’arrivée',
        description: 'Écrivez une phrase qui décrit le résultat une fois terminé.',
      },
      {
        title: 'Listez les parties',
        description: 'Découpez le reste en trois à cinq petites parties et notez-les.',
        withItems: (c) => `Utilisez vos notes comme liste des parties : ${c.items}.`,
      },
      {
        title: 'Faites la première partie',
        description:
          'Travaillez seulement sur la première partie pendant un bloc concentré, puis faites une pause.',
        withItems: (c) => `Commencez par ${c.first} et travaillez dessus pendant un bloc concentré.`,
      },
      {
        title: 'Faites une courte pause',
        description:
          'Levez-vous, étirez-vous ou buvez quelque chose pendant cinq minutes, loin du téléphone.',
      },
      {
        title: 'Passez à la partie suivante',
        description: 'Continuez avec la partie suivante de la même façon, une à la fois.',
      },
      {
        title: 'Concluez',
        description: 'Terminez la dernière partie, vérifiez-la une fois et cochez la quête.',
      },
    ],
  },
  tips: {
    writing: [
      'Visez un mauvais premier jet : on ne peut corriger que des mots qui existent.',
      'Quand vous faites une pause, arrêtez-vous au milieu d’une phrase pour reprendre facilement.',
    ],
    message: [
      'Court et aimable vaut mieux que parfait ; trois phrases suffisent.',
      'Si c’est pesant, écrivez-le d’abord dans une appli de notes, puis collez-le.',
    ],
    call: [
      'Un script rend les appels plus faciles, et le lire à voix haute est tout à fait normal.',
      'Appelez juste après la première étape, avant que le trac ne monte.',
    ],
    cleaning: [
      'Mettez une chanson ou un minuteur de 10 minutes et arrêtez à la fin ; ça compte quand même.',
      'Commencez par l’endroit que vous voyez le plus : les progrès visibles motivent.',
    ],
    studying: [
      'Essayez le body doubling : révisez à côté de quelqu’un ou dans une salle d’étude en ligne.',
      'Laissez votre téléphone dans une autre pièce pendant les blocs de concentration.',
    ],
    shopping: [
      'Gardez la liste sur votre téléphone pour l’avoir toujours sur vous.',
      'Regroupez les courses sur un seul trajet et prévoyez une petite douceur à la fin.',
    ],
    cooking: [
      'Les repas simples comptent : un sandwich est aussi une quête accomplie.',
      'Mettez un podcast ou de la musique pendant la préparation pour rendre ça plus agréable.',
    ],
    exercise: [
      'Dix minutes, ça compte ; le plus dur, c’est de passer la porte.',
      'Préparez votre tenue la veille pour que démarrer soit plus facile.',
    ],
    coding: [
      'Avant chaque pause, écrivez votre prochaine étape dans un commentaire.',
      'Coupez les notifications de messagerie pendant vos blocs de concentration.',
    ],
    paperwork: [
      'Le body doubling aide pour la paperasse : faites-la en appel avec quelqu’un ou à côté de quelqu’un.',
      'Prévoyez une récompense juste après l’envoi ; vous l’aurez méritée.',
    ],
    planning: [
      'Gardez le plan sur une seule page : un plan court qu’on utilise vaut mieux qu’un long qu’on oublie.',
      'Utilisez des rappels pour que le plan vive en dehors de votre tête.',
    ],
    application: [
      'Une candidature à la fois ; vous pourrez réutiliser vos meilleures phrases la prochaine fois.',
      'Faites-vous plaisir après l’envoi, quel que soit le résultat.',
    ],
    appointment: [
      'Réserver en ligne, c’est très bien si appeler vous coûte.',
      'Faites-le maintenant pendant que le numéro est ouvert ; cela ne prend souvent que quelques minutes.',
    ],
    generic: [
      'Pour l’instant, seule la première étape compte ; vous déciderez du reste plus tard.',
      'Écrivez la prochaine étape sur un post-it bien visible.',
    ],
  },
  generalTips: [
    'Lancez un minuteur et faites seulement la première étape ; vous avez le droit de vous arrêter ensuite.',
    'Essayez le body doubling : travaillez à côté de quelqu’un ou avec un ami en visio.',
    'Supprimez d’abord une distraction, par exemple votre téléphone face cachée dans une autre pièce.',
    'Prévoyez une petite récompense pour la fin, comme un en-cas ou votre chanson préférée.',
    'Si vous bloquez, rendez l’étape suivante encore plus petite.',
    'Commencer est le plus dur ; une fois la première étape faite, l’élan aide.',
  ],
  suggestion: {
    pick: (title, starter) =>
      `Commencez par ${title}. Toute première petite étape (${starter.minutes} min) : ${starter.description}`,
    why: ({ priority, reason, dueInDays }) => {
      if (dueInDays !== null && dueInDays < 0) {
        const opening = priority === 'high' ? 'Elle est en priorité haute et' : 'Elle';
        return `${opening} ${dueText(dueInDays)}, et ce n’est pas grave : ce qui compte, c’est de commencer maintenant.`;
      }
      if (dueInDays !== null) {
        if (priority === 'high') return `Elle est en priorité haute et ${dueText(dueInDays)}.`;
        return `Elle ${dueText(dueInDays)}, c’est donc la plus urgente de vos quêtes.`;
      }
      if (reason === 'high')
        return 'Elle est en priorité haute : la commencer vous enlèvera le plus de poids.';
      if (reason === 'only') return 'C’est votre seule quête ouverte, il n’y a donc rien à choisir.';
      if (reason === 'top') return 'C’est la plus prioritaire de votre liste en ce moment.';
      return 'Elle ressemble à une victoire rapide, et une victoire rapide rend la quête suivante plus facile.';
    },
    completed: (count) =>
      `Vous avez déjà accompli ${count} ${plural(count, 'quête', 'quêtes')}, vous savez donc que vous en êtes capable.`,
    next: (title) => `Ensuite viendra ${title}, mais une chose à la fois.`,
    emptySuggestion:
      'Créez une petite quête, comme «\u00a0Ranger trois objets\u00a0» ou «\u00a0Répondre à un message\u00a0».',
    emptyReasoning:
      'Votre journal de quêtes est vide : la victoire la plus facile est d’ajouter quelque chose que vous pouvez finir en cinq minutes.',
  },
  chat: {
    greeting: ({ task, open }) =>
      task
        ? `Bonjour, ravi de vous voir ! Vous avez ${open} ${plural(open, 'quête ouverte', 'quêtes ouvertes')}, et ${task.title} semble un bon point de départ. Voulez-vous que je la découpe en toutes petites étapes ?`
        : 'Bonjour, ravi de vous voir ! Je peux découper une tâche en petites étapes, vous suggérer par quoi commencer ou simplement discuter. Qu’avez-vous en tête aujourd’hui ?',
    stuckOpeners: [
      'Se sentir bloqué est très courant, et cela ne dit rien de mal sur vous.',
      'Tout le monde se sent parfois débordé, surtout quand une tâche paraît énorme.',
    ],
    stuck: ({ task }) =>
      task
        ? `Réduisons ${task.title} à une seule toute petite étape : ${task.starter.description} Accordez-lui ${task.starter.minutes} minutes, et quand le minuteur sonne, vous avez le droit d’arrêter.`
        : 'Choisissez la plus petite action possible, comme ouvrir le fichier ou enfiler vos chaussures, et lancez un minuteur de 5 minutes rien que pour ça. Si vous me dites la tâche, nous la découperons ensemble.',
    prioritise: ({ task, open }) => {
      if (!task) {
        return 'Votre journal de quêtes est vide pour l’instant, et c’est très bien ainsi. Ajoutez une petite quête et je vous aiderai à faire le premier pas.';
      }
      const because = {
        high: 'car elle est en priorité haute',
        top: 'car c’est la plus prioritaire de votre liste',
        quick: 'car elle ressemble à une victoire rapide',
        only: 'car c’est votre seule quête ouverte',
      }[task.reason];
      const after = open > 1 ? ' Ensuite, faites une courte pause et choisissez la suivante.' : '';
      return `Je commencerais par ${task.title}, ${because}. Votre toute première petite étape : ${task.starter.description}${after}`;
    },
    breakdown: (target, steps) =>
      `Voici comment commencer ${target} : ${steps.map((step, i) => `${i + 1}) ${step.title} (${step.minutes} min)`).join(', ')}. Pour l’instant, faites seulement l’étape 1, c’est assez pour vous lancer. Je peux aussi vous préparer un plan complet avec plus d’étapes.`,
    breakdownAsk:
      'Avec plaisir ! Dites-moi la tâche, par exemple «\u00a0découper : nettoyer la cuisine\u00a0», et je la diviserai en petites étapes.',
    tiredOpener: 'Les jours sans énergie arrivent, et se reposer n’est pas échouer.',
    motivationOpener:
      'Remettre à plus tard signifie souvent qu’une tâche paraît trop grosse, pas que quelque chose ne va pas chez vous.',
    motivation: ({ task }) =>
      task
        ? `Et si vous faisiez seulement la première petite étape de ${task.title} ? ${task.starter.description} Ensuite, offrez-vous une petite récompense.`
        : 'Choisissez une chose faisable en cinq minutes et prévoyez une petite récompense pour après. Même une toute petite victoire compte.',
    focus: ({ task }) =>
      task
        ? `Protégeons votre concentration : posez votre téléphone face cachée dans une autre pièce et fermez les onglets inutiles. Puis lancez un minuteur de 25 minutes pour ${task.title} et commencez par ceci : ${task.starter.description} Quand il sonne, faites une pause de 5 minutes.`
        : 'Protégeons votre concentration : posez votre téléphone face cachée dans une autre pièce et fermez les onglets inutiles. Puis lancez un minuteur de 25 minutes et travaillez sur une seule chose. Une musique calme ou travailler à côté de quelqu’un peut aussi aider.',
    thanks: ({ task }) =>
      task
        ? `Avec plaisir ! Chaque petit pas compte, et vous vous en sortez très bien. Quand vous serez prêt, ${task.title} vous attend, sans pression.`
        : 'Avec plaisir ! Chaque petit pas compte, et vous vous en sortez très bien.',
    quest: ({ task }) =>
      task
        ? `Regardons ${task.title}. Une bonne première étape (${task.starter.minutes} min) : ${task.starter.description} Si vous voulez, je découpe toute la quête en étapes.`
        : 'De quelle quête parlez-vous ? Donnez-moi son nom et je vous aide à la commencer.',
    health:
      'Merci de me l’avoir dit. Je ne peux pas donner de conseils médicaux, mais un médecin, un pharmacien ou un autre professionnel de santé est la bonne personne pour cela, et cela vaut la peine de le consulter. En attendant, soyez doux avec vous-même : se reposer ou faire une seule toute petite chose, c’est tout à fait bien.',
    healthNote:
      'S’il s’agit de votre santé, je ne peux pas donner de conseils médicaux, mais en parler à un médecin ou à un autre professionnel est une bonne idée.',
    crisis:
      'Je suis vraiment content que vous me le disiez, et je suis désolé que ce soit si dur en ce moment. S’il vous plaît, contactez quelqu’un maintenant : le numéro d’urgence local, une ligne d’écoute ou une personne de confiance. Vous n’avez pas à traverser cela seul.',
    fallback: () =>
      'Désolé, je ne peux pas vous aider pour cela : je suis un compagnon intégré pour vos quêtes. Je peux découper une quête en petites étapes, vous suggérer par quoi commencer ou vous encourager quand démarrer est difficile.',
  },
  welcome:
    'Bonjour, je suis votre Compagnon de quête ! Je peux découper n’importe quelle tâche en petites étapes, vous suggérer par quoi commencer ou simplement discuter quand démarrer semble difficile.',
};
