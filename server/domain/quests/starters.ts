import type { Language } from '../../../protocol/limits.ts';

/**
 * Starter quests (DESIGN section 11): the Quest Companion offers three small, gentle quests each
 * local day. Pure and deterministic: the same player, day and language always get the same three,
 * another day or another player a different pick. Nothing is added without the player's click.
 */

/** How many starter quests are offered each local day. */
export const STARTERS_PER_DAY = 3;

export interface StarterText {
  title: string;
  description: string;
}

type Translated = Record<Language, StarterText>;

/** Small tasks anyone can do in a few minutes; kind wording, nothing that scolds. */
export const STARTER_CATALOGUE: readonly Translated[] = [
  {
    en: { title: 'Drink a glass of water', description: 'A small, kind start: fill a glass and enjoy it.' },
    es: {
      title: 'Bebe un vaso de agua',
      description: 'Un comienzo pequeño y amable: llena un vaso y disfrútalo.',
    },
    fr: {
      title: "Bois un verre d'eau",
      description: 'Un petit début en douceur : remplis un verre et savoure-le.',
    },
    de: {
      title: 'Trink ein Glas Wasser',
      description: 'Ein kleiner, freundlicher Start: Füll ein Glas und genieß es.',
    },
  },
  {
    en: {
      title: 'Clear one small surface',
      description: 'Pick a corner of your desk or a shelf and tidy just that.',
    },
    es: {
      title: 'Despeja una superficie pequeña',
      description: 'Elige un rincón del escritorio o una balda y ordena solo eso.',
    },
    fr: {
      title: 'Dégage une petite surface',
      description: 'Choisis un coin du bureau ou une étagère et range seulement cela.',
    },
    de: {
      title: 'Räum eine kleine Fläche frei',
      description: 'Such dir eine Ecke des Schreibtischs oder ein Regal aus und räum nur das auf.',
    },
  },
  {
    en: {
      title: 'Write down three things for today',
      description: 'Three lines are enough; they do not all have to get done.',
    },
    es: {
      title: 'Anota tres cosas para hoy',
      description: 'Bastan tres líneas; no hace falta terminarlas todas.',
    },
    fr: {
      title: "Note trois choses pour aujourd'hui",
      description: 'Trois lignes suffisent ; pas besoin de tout finir.',
    },
    de: {
      title: 'Schreib drei Dinge für heute auf',
      description: 'Drei Zeilen reichen; nicht alles muss erledigt werden.',
    },
  },
  {
    en: {
      title: 'Take a five-minute walk',
      description: 'Around the block, the garden or just the hallway: any steps count.',
    },
    es: {
      title: 'Da un paseo de cinco minutos',
      description: 'Por la manzana, el jardín o el pasillo: cualquier paso cuenta.',
    },
    fr: {
      title: 'Marche cinq minutes',
      description: 'Autour du pâté de maisons, au jardin ou dans le couloir : chaque pas compte.',
    },
    de: {
      title: 'Geh fünf Minuten spazieren',
      description: 'Um den Block, durch den Garten oder nur den Flur: Jeder Schritt zählt.',
    },
  },
  {
    en: {
      title: 'Stretch for two minutes',
      description: 'Reach up, roll your shoulders, breathe out slowly.',
    },
    es: {
      title: 'Estírate dos minutos',
      description: 'Sube los brazos, gira los hombros y suelta el aire despacio.',
    },
    fr: {
      title: 'Étire-toi deux minutes',
      description: 'Lève les bras, fais rouler les épaules, expire lentement.',
    },
    de: {
      title: 'Dehn dich zwei Minuten',
      description: 'Streck dich nach oben, kreise die Schultern, atme langsam aus.',
    },
  },
  {
    en: {
      title: 'Answer one message',
      description: 'Choose the easiest one waiting for you; a short reply is fine.',
    },
    es: {
      title: 'Responde un mensaje',
      description: 'Elige el más fácil de los que esperan; una respuesta corta está bien.',
    },
    fr: {
      title: 'Réponds à un message',
      description: 'Choisis le plus simple de ceux qui attendent ; une réponse courte suffit.',
    },
    de: {
      title: 'Beantworte eine Nachricht',
      description: 'Nimm die einfachste, die auf dich wartet; eine kurze Antwort genügt.',
    },
  },
  {
    en: {
      title: 'Open a window for fresh air',
      description: 'A few minutes of fresh air, then close it again if you like.',
    },
    es: {
      title: 'Abre una ventana para que entre aire',
      description: 'Unos minutos de aire fresco y vuelve a cerrarla si quieres.',
    },
    fr: {
      title: 'Ouvre une fenêtre pour aérer',
      description: "Quelques minutes d'air frais, puis referme-la si tu veux.",
    },
    de: {
      title: 'Öffne ein Fenster zum Lüften',
      description: 'Ein paar Minuten frische Luft, dann gern wieder schließen.',
    },
  },
  {
    en: {
      title: 'Put five things back in their place',
      description: 'Just five; stop there if you want to.',
    },
    es: { title: 'Devuelve cinco cosas a su sitio', description: 'Solo cinco; puedes parar ahí si quieres.' },
    fr: {
      title: 'Range cinq objets à leur place',
      description: "Seulement cinq ; tu peux t'arrêter là si tu veux.",
    },
    de: { title: 'Räum fünf Dinge an ihren Platz', description: 'Nur fünf; danach darfst du gern aufhören.' },
  },
  {
    en: {
      title: 'Prepare a healthy snack',
      description: 'A piece of fruit, some nuts, whatever feels good.',
    },
    es: {
      title: 'Prepara un tentempié sano',
      description: 'Una fruta, unos frutos secos, lo que te siente bien.',
    },
    fr: { title: 'Prépare un en-cas sain', description: 'Un fruit, quelques noix, ce qui te fait du bien.' },
    de: {
      title: 'Mach dir einen gesunden Snack',
      description: 'Ein Stück Obst, ein paar Nüsse, was dir guttut.',
    },
  },
  {
    en: {
      title: 'Read for ten minutes',
      description: 'A book, an article, a few pages of anything you enjoy.',
    },
    es: { title: 'Lee diez minutos', description: 'Un libro, un artículo, unas páginas de lo que te guste.' },
    fr: {
      title: 'Lis pendant dix minutes',
      description: 'Un livre, un article, quelques pages de ce que tu aimes.',
    },
    de: {
      title: 'Lies zehn Minuten',
      description: 'Ein Buch, ein Artikel, ein paar Seiten von etwas, das du magst.',
    },
  },
  {
    en: {
      title: 'Empty one small bin or bag',
      description: 'One bin, one bag, or one pocket full of receipts.',
    },
    es: {
      title: 'Vacía una papelera o una bolsa',
      description: 'Una papelera, una bolsa o un bolsillo lleno de tiques.',
    },
    fr: {
      title: 'Vide une petite poubelle ou un sac',
      description: 'Une poubelle, un sac ou une poche pleine de tickets.',
    },
    de: {
      title: 'Leere einen kleinen Eimer oder eine Tasche',
      description: 'Einen Mülleimer, eine Tasche oder eine Hosentasche voller Belege.',
    },
  },
  {
    en: {
      title: 'Plan tomorrow’s first step',
      description: 'Write the very first small thing you will do tomorrow.',
    },
    es: {
      title: 'Planea el primer paso de mañana',
      description: 'Escribe lo primero y más pequeño que harás mañana.',
    },
    fr: {
      title: 'Prévois le premier pas de demain',
      description: 'Écris la toute première petite chose que tu feras demain.',
    },
    de: {
      title: 'Plane den ersten Schritt für morgen',
      description: 'Schreib die allererste kleine Sache auf, die du morgen tust.',
    },
  },
  {
    en: {
      title: 'Say thank you to someone',
      description: 'A message, a note or a word in person: short is perfect.',
    },
    es: {
      title: 'Da las gracias a alguien',
      description: 'Un mensaje, una nota o en persona: breve es perfecto.',
    },
    fr: {
      title: "Dis merci à quelqu'un",
      description: 'Un message, un mot ou de vive voix : court, c’est parfait.',
    },
    de: {
      title: 'Bedank dich bei jemandem',
      description: 'Eine Nachricht, ein Zettel oder persönlich: kurz ist perfekt.',
    },
  },
  {
    en: {
      title: 'Take three slow breaths',
      description: 'In through the nose, out through the mouth, three times.',
    },
    es: {
      title: 'Respira hondo tres veces',
      description: 'Inspira por la nariz y espira por la boca, tres veces.',
    },
    fr: {
      title: 'Prends trois respirations lentes',
      description: 'Inspire par le nez, expire par la bouche, trois fois.',
    },
    de: {
      title: 'Atme dreimal langsam durch',
      description: 'Durch die Nase ein, durch den Mund aus, dreimal.',
    },
  },
  {
    en: {
      title: 'Water a plant or tidy your bag',
      description: 'A tiny bit of care for your space or your things.',
    },
    es: {
      title: 'Riega una planta u ordena tu bolso',
      description: 'Un pequeño cuidado para tu espacio o tus cosas.',
    },
    fr: {
      title: 'Arrose une plante ou range ton sac',
      description: 'Un petit soin pour ton espace ou tes affaires.',
    },
    de: {
      title: 'Gieß eine Pflanze oder räum deine Tasche auf',
      description: 'Ein bisschen Fürsorge für deinen Platz oder deine Sachen.',
    },
  },
];

/** FNV-1a: a stable 32-bit hash, the same on every instance and every run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * The catalogue entries offered to a player on a local day (`localDayNumber`): three distinct
 * indices, in slot order, picked by a hash of the player and the day.
 */
export function starterPicks(userId: string, day: number, count = STARTERS_PER_DAY): number[] {
  const picks: number[] = [];
  const size = STARTER_CATALOGUE.length;
  for (let attempt = 0; picks.length < Math.min(count, size); attempt++) {
    const index = hash(`${userId}:${day}:${attempt}`) % size;
    if (!picks.includes(index)) picks.push(index);
  }
  return picks;
}

/** The day's three offers in the player's language (English for any other). */
export function offlineStarters(userId: string, day: number, language: string): StarterText[] {
  const lang: Language = (['en', 'es', 'fr', 'de'] as const).find((l) => l === language) ?? 'en';
  return starterPicks(userId, day).map((i) => STARTER_CATALOGUE[i]![lang]);
}
