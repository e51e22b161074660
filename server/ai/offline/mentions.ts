/** Finds what a chat message talks about: a task from the context, or a task named in the message. Pure. */
import { cleanTitle, words } from './normalize.ts';

/**
 * Words that make up requests rather than tasks ("can you break down my ..."), in all four
 * languages. Stripped from both ends of a message to find the task it names.
 */
const FILLER = new Set(
  words(`
    can could would will you u please pls help me my mine the a an i im m ive ve need want wanna to with
    for into in of on about it its this that these those break breaking down up split divide chunk chunks
    step steps smaller small tiny little parts part pieces task tasks quest quests thing things how
    should some so just show give let lets s bit bits hey hi hello and or out is are what first please
    kannst konntest du mir mich bitte hilf hilfst helfen die der das den dem des ein eine einen einem
    mein meine meinen meinem meiner im zu fur mit zerlegen zerleg zerlege aufteilen teile teilen auf
    schritte schritten schritt kleine kleinere aufgabe aufgaben sache wie ich soll kann mochte will es
    dies diese diesen und mal doch einfach vielleicht hallo ersten erste
    puedes podrias ayudas ayudame ayuda ayudarme a por favor dividir divide divideme desglosar desglosa
    desglosame en pasos paso partes pequenos pequenas mas la el los las un una mi mis tarea tareas mision
    misiones esta este eso esto como hago quiero necesito con de que hola y para lo primer
    peux pouvez tu vous me moi aider aide aidez il te plait decouper decoupe decoupez decomposer
    decompose diviser divise etapes etape petites petits plus morceaux ma mon mes le les l une des du
    cette ce cet ca cela tache taches quete quetes comment je veux voudrais dois pour avec bonjour salut
    et premiere
  `),
);

const isFiller = (token: string): boolean => {
  const parts = words(token);
  return parts.every((part) => FILLER.has(part) || /^\d+$/.test(part));
};

const QUOTED = /["“”„«»]\s*([^"“”„«»]{3,80}?)\s*["“”„«»]|(?:^|\s)['‘’]([^'‘’]{3,80})['‘’](?=$|[\s.,;:!?])/u;

/** Text the message puts in quotes, if any. */
export function quotedText(message: string): string | null {
  const match = QUOTED.exec(message);
  const text = cleanTitle(match?.[1] ?? match?.[2] ?? '');
  return text.length >= 3 ? text : null;
}

/** The message without request words at its ends: "Can you break down my tax return?" -> "tax return". */
export function namedTask(message: string): string | null {
  const tokens = message
    .replace(/[:,;!?¿¡()]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  let start = 0;
  let end = tokens.length;
  while (start < end && isFiller(tokens[start] ?? '')) start++;
  while (end > start && isFiller(tokens[end - 1] ?? '')) end--;
  const text = cleanTitle(tokens.slice(start, end).join(' '));
  return /\p{L}{3}/u.test(text) ? text : null;
}

/** Content words of a title: four letters or more and no filler. */
function contentWords(text: string): string[] {
  return words(text).filter((word) => word.length >= 4 && !FILLER.has(word));
}

/** Same word, or sharing the first five letters ("report"/"reports", "Steuererklärung(en)"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5);
}

/** The tasks whose title words appear in the message, most matching words first (ties keep order). */
export function mentionedTasks<T extends { title: string }>(message: string, tasks: readonly T[]): T[] {
  const messageWords = words(message);
  return tasks
    .map((task, index) => ({
      task,
      index,
      score: contentWords(task.title).filter((word) => messageWords.some((other) => sameWord(word, other)))
        .length,
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ task }) => task);
}
