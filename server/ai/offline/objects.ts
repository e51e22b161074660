/**
 * What a task acts on, for step sentences: "clean my flat before my parents visit" -> "your flat".
 * Steps name the object, never the whole title; when no clean object can be found, each language's
 * neutral phrase ("the task") is used instead. Pure.
 */
import type { OfflineLanguage } from './types.ts';

/** Used when the title gives no object that reads well in a sentence. */
const NEUTRAL: Record<OfflineLanguage, string> = {
  en: 'the task',
  es: 'la tarea',
  fr: 'la tâche',
  de: 'die Aufgabe',
};

const MAX_OBJECT_WORDS = 4;

/** Words after which the rest of a title is circumstance, not object ("before my parents visit"). */
const STOP: Record<OfflineLanguage, ReadonlySet<string>> = {
  en: new Set(
    'before after for by until till when while so because to with on at in from tomorrow today tonight this next asap and or then if'.split(
      ' ',
    ),
  ),
  es: new Set(
    'antes después despues para porque cuando mientras hasta mañana manana hoy esta este y o si con en a'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'avant après apres pour parce quand pendant jusqu demain aujourd ce cette et ou si avec en à a au'.split(
      ' ',
    ),
  ),
  de: new Set(
    'bevor nachdem für fuer weil wenn während bis morgen heute diese dieses und oder falls mit am im'.split(
      ' ',
    ),
  ),
};

/** Common leading verbs of English task titles. */
const EN_VERBS = new Set(
  `clean tidy wash write draft finish do make fix call phone ring email mail text reply answer send buy get
  shop order pick cook prepare bake study learn read review revise practise practice train go run walk plan
  organise organize sort update book schedule pay file submit apply check start build code repair paint
  mow vacuum hoover water feed take bring return visit find finally complete work research edit
  declutter iron fold empty cancel renew register sign fill print post ship pack unpack move change
  set tackle handle sort out`.split(/\s+/),
);

/** People and names need no article ("call mom", "email Sam"). */
const EN_NO_ARTICLE = new Set(
  'mom mum dad grandma grandpa granny mother father mama papa everyone everybody'.split(' '),
);

const EN_DETERMINERS = new Set('the a an my our their his her your some'.split(' '));
const EN_POSSESSIVE: Record<string, string> = { my: 'your', our: 'your', mine: 'yours' };

/** Spanish and French determiners; possessives turn to the player's ("mi piso" -> "tu piso"). */
const ROMANCE_DETERMINERS: Record<'es' | 'fr', Record<string, string>> = {
  es: {
    mi: 'tu',
    mis: 'tus',
    nuestro: 'vuestro',
    nuestra: 'vuestra',
    el: 'el',
    la: 'la',
    los: 'los',
    las: 'las',
    un: 'el',
    una: 'la',
    tu: 'tu',
    tus: 'tus',
  },
  fr: {
    mon: 'votre',
    ma: 'votre',
    mes: 'vos',
    le: 'le',
    la: 'la',
    les: 'les',
    un: 'le',
    une: 'la',
    ton: 'votre',
    ta: 'votre',
    tes: 'vos',
    notre: 'votre',
    nos: 'vos',
  },
};

/** German possessives before a noun whose nominative and accusative are the same (feminine, plural). */
const DE_FEMININE_OR_PLURAL = new Set(['meine', 'die', 'deine', 'unsere']);
const DE_DETERMINER_SWAP: Record<string, string> = {
  meine: 'deine',
  unsere: 'eure',
  die: 'die',
  deine: 'deine',
};
const DE_FEMININE_SUFFIX = /(ung|heit|keit|schaft|ion|tät|tat|ei|ur)$/u;

const tokensOf = (title: string): string[] =>
  title
    .replace(/[“”„«»"()[\]]/g, ' ')
    .split(/\s+/)
    .map((token) => token.replace(/^[.,;:!?¿¡'’-]+|[.,;:!?¿¡'’-]+$/gu, ''))
    .filter(Boolean);

/** The words up to the first stop word, at most MAX_OBJECT_WORDS, or null when they run on longer. */
function untilStop(tokens: readonly string[], stop: ReadonlySet<string>): string[] | null {
  const taken: string[] = [];
  for (const token of tokens) {
    const lower = token.toLowerCase().replace(/[’']/g, ' ').split(' ')[0] ?? '';
    if (stop.has(lower)) break;
    taken.push(token);
  }
  return taken.length > 0 && taken.length <= MAX_OBJECT_WORDS ? taken : null;
}

function englishObject(tokens: readonly string[]): string | null {
  let rest = [...tokens];
  const hadVerb = EN_VERBS.has(rest[0]?.toLowerCase() ?? '');
  if (hadVerb) rest = rest.slice(1);
  // Phrasal particles and the "to" of "go to the gym" or "reply to".
  while (rest[0] && /^(up|out|off|to|for|on|with|about|back|in)$/i.test(rest[0])) rest = rest.slice(1);
  // Without a verb, only a short noun phrase ("Tax return") is its own object.
  if (!hadVerb && tokens.length > 3) return null;
  const phrase = untilStop(rest, STOP.en);
  const [head, ...tail] = phrase ?? [];
  if (!phrase || !head) return null;
  const lower = head.toLowerCase();
  if (EN_DETERMINERS.has(lower)) {
    if (tail.length === 0) return null;
    return [EN_POSSESSIVE[lower] ?? lower, ...tail].join(' ');
  }
  if (phrase.length === 1 && (EN_NO_ARTICLE.has(lower) || (hadVerb && /^\p{Lu}/u.test(head)))) return head;
  return `the ${phrase.join(' ').toLowerCase()}`;
}

function romanceObject(language: 'es' | 'fr', tokens: readonly string[]): string | null {
  const determiners = ROMANCE_DETERMINERS[language];
  // Titles start with the infinitive; the object is the determiner and noun after it.
  const start = tokens.findIndex(
    (token, index) => index > 0 && index <= 2 && determiners[token.toLowerCase()] !== undefined,
  );
  // French elision: "l'appartement".
  const elided =
    language === 'fr'
      ? tokens.findIndex((token, index) => index > 0 && index <= 2 && /^l['’]\p{L}/iu.test(token))
      : -1;
  if (elided >= 0 && (start < 0 || elided < start)) {
    const phrase = untilStop(tokens.slice(elided + 1), STOP.fr);
    const noun = tokens[elided]?.slice(2) ?? '';
    if (!phrase && tokens.length > elided + 1) return null;
    return [`l’${noun}`, ...(phrase ?? [])].join(' ').toLowerCase();
  }
  if (start < 0) return null;
  const phrase = untilStop(tokens.slice(start + 1), STOP[language]);
  const determiner = determiners[tokens[start]?.toLowerCase() ?? ''];
  if (!phrase || !determiner) return null;
  return [determiner, ...phrase.map((word) => word.toLowerCase())].join(' ');
}

/**
 * German titles put the noun first and the verb last ("Meine Wohnung putzen"). Only a noun whose
 * accusative equals its nominative (feminine or plural) is named; articles would need its gender.
 */
function germanObject(tokens: readonly string[]): string | null {
  const [first, second] = tokens;
  if (!first) return null;
  const lower = first.toLowerCase();
  if (DE_FEMININE_OR_PLURAL.has(lower) && second && /^\p{Lu}/u.test(second)) {
    return `${DE_DETERMINER_SWAP[lower] ?? 'die'} ${second}`;
  }
  if (/^\p{Lu}/u.test(first) && DE_FEMININE_SUFFIX.test(lower)) return `die ${first}`;
  return null;
}

/** The task's object in a sentence of `language`, or the language's neutral phrase. */
export function taskObject(title: string, language: OfflineLanguage): string {
  const tokens = tokensOf(title);
  const found =
    language === 'en'
      ? englishObject(tokens)
      : language === 'de'
        ? germanObject(tokens)
        : romanceObject(language, tokens);
  const clean = found?.trim() ?? '';
  // Never the whole title: a one-word or unparsed title falls back to the neutral phrase.
  if (clean === '' || clean.toLowerCase() === title.trim().toLowerCase()) return NEUTRAL[language];
  return clean;
}

export const neutralObject = (language: OfflineLanguage): string => NEUTRAL[language];
