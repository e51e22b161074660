import { describe, expect, it } from 'vitest';
import {
  type Breakdown,
  type ChatContextTask,
  detectTaskKind,
  offlineBreakdown,
  offlineChat,
  offlineSuggestion,
  offlineWelcome,
  type TaskKind,
} from '../../server/ai/offline/index.ts';

const breakdown = (title: string, granularity = 3, language = 'en', description?: string | null) =>
  offlineBreakdown({ title, description, granularity, language });

/** Every text a breakdown shows, one string each. */
const textsOf = (result: Breakdown): string[] => [
  ...result.steps.flatMap((step) => [step.title, step.description]),
  ...result.tips,
];

/** Sentences ending in . ! or ? (a French "?" after a space counts too). */
const sentenceCount = (text: string): number =>
  text.split(/[.!?](?=\s|$)/).filter((s) => s.trim() !== '').length;

const SAMPLES: Record<TaskKind, string> = {
  writing: 'Write the quarterly report',
  message: 'Reply to the landlord email',
  call: 'Call grandma',
  cleaning: 'Clean the kitchen',
  studying: 'Study for the biology exam',
  shopping: 'Grocery shopping',
  cooking: 'Cook dinner',
  exercise: 'Go for a walk',
  coding: 'Fix the login bug',
  paperwork: 'Do my taxes',
  planning: 'Plan the birthday party',
  application: 'Update my CV',
  appointment: 'Book a dentist appointment',
  generic: 'Water the plants',
};

describe('offlineBreakdown', () => {
  it.each([
    [1, 3],
    [2, 4],
    [3, 5],
    [4, 6],
    [5, 7],
  ])('granularity %i gives %i steps', (granularity, count) => {
    expect(breakdown('Quarterly report', granularity).steps).toHaveLength(count);
  });

  it.each([
    [0, 3],
    [9, 7],
    [2.6, 5],
    [Number.NaN, 5],
  ])('clamps and rounds granularity %s to %i steps', (granularity, count) => {
    expect(breakdown('Quarterly report', granularity).steps).toHaveLength(count);
  });

  it.each(Object.entries(SAMPLES))('detects %s and plans 3 to 7 sound steps for it', (kind, title) => {
    expect(detectTaskKind(title)).toBe(kind);
    for (const language of ['en', 'es', 'fr', 'de']) {
      for (const granularity of [1, 2, 3, 4, 5]) {
        for (const description of [null, 'first part\nsecond part\nthird part']) {
          const { steps, tips } = breakdown(title, granularity, language, description);
          expect(steps).toHaveLength(granularity + 2);
          // The first step is always a tiny starter.
          expect(steps[0]?.estimatedMinutes).toBeGreaterThanOrEqual(2);
          expect(steps[0]?.estimatedMinutes).toBeLessThanOrEqual(5);
          for (const step of steps) {
            expect(Number.isInteger(step.estimatedMinutes)).toBe(true);
            expect(step.estimatedMinutes).toBeGreaterThan(0);
            expect(step.title.length).toBeGreaterThan(2);
            expect(step.title.length).toBeLessThanOrEqual(40);
            expect(sentenceCount(step.description)).toBe(1);
          }
          expect(new Set(steps.map((step) => step.title)).size).toBe(steps.length);
          expect(tips.length).toBeGreaterThanOrEqual(2);
          expect(tips.length).toBeLessThanOrEqual(4);
        }
      }
    }
  });

  it('makes steps smaller at higher granularity', () => {
    const coarse = breakdown('Quarterly report', 1).steps;
    const fine = breakdown('Quarterly report', 5).steps;
    const longest = (steps: typeof coarse) => Math.max(...steps.map((step) => step.estimatedMinutes));
    expect(longest(fine)).toBeLessThan(longest(coarse));
    expect(fine[0]?.estimatedMinutes).toBeLessThanOrEqual(coarse[0]?.estimatedMinutes ?? 0);
  });

  it('gives a writing task and a cleaning task different steps that name their objects', () => {
    const writing = breakdown('Quarterly report', 3);
    const cleaning = breakdown('Tidy the living room', 3);
    expect(writing.steps.map((step) => step.title)).not.toEqual(cleaning.steps.map((step) => step.title));
    expect(writing.steps[0]?.description).toBe(
      'Open a blank document for the quarterly report and write three rough bullet points.',
    );
    expect(textsOf(cleaning).join(' ')).toContain('the living room');
    expect(textsOf(cleaning).join(' ')).not.toContain('Tidy the living room');
    expect(writing.tips).not.toEqual(cleaning.tips);
  });

  it('falls back to a generic plan that still names the object', () => {
    const { steps } = breakdown('Water the plants', 2);
    expect(detectTaskKind('Water the plants')).toBe('generic');
    expect(steps[0]?.description).toContain('for the plants');
    expect(steps.some((step) => step.description.includes('Water the plants'))).toBe(false);
  });

  it('uses the items a description lists', () => {
    const { steps } = breakdown('Groceries', 3, 'en', 'milk, eggs and bread');
    expect(steps[0]?.description).toBe(
      'Open a shopping note for the groceries and copy in what you need: milk, eggs, bread.',
    );
    const prose = breakdown('Groceries', 3, 'en', 'We are running low on most things, so go this afternoon.');
    expect(prose.steps[0]?.description).toContain('the first three things');
    const lines = breakdown('Groceries', 3, 'en', '- milk\n- eggs\n- bread');
    expect(lines.steps[0]?.description).toContain('milk, eggs, bread');
    const notes = breakdown(
      'Groceries',
      3,
      'en',
      'We are running low on most things this week.\nMaybe also check whether the pharmacy is open on Sunday.',
    );
    expect(notes.steps[0]?.description).toContain('the first three things');
  });

  it.each(['de', 'es', 'fr'])('writes %s without any English template sentence', (language) => {
    for (const title of Object.values(SAMPLES)) {
      const english = textsOf(breakdown(title, 5));
      const translated = breakdown(title, 5, language);
      expect(translated.steps.map((step) => step.estimatedMinutes)).toEqual(
        breakdown(title, 5).steps.map((step) => step.estimatedMinutes),
      );
      const all = textsOf(translated).join('\n').replaceAll(title, '');
      for (const sentence of english) expect(all).not.toContain(sentence);
      expect(all).not.toMatch(/\b(the|and|your|with|for)\b/);
      // An English title gives no object a Spanish, French or German sentence can take.
      expect(textsOf(translated).join('\n')).not.toContain(title);
    }
  });

  it("names the object with the language's article, or a neutral phrase", () => {
    const all = (title: string, language: string) => textsOf(breakdown(title, 5, language)).join(' ');
    expect(all('Meine Wohnung putzen', 'de')).toContain('für deine Wohnung');
    expect(all('Limpiar mi piso antes de que vengan mis padres', 'es')).toContain('para tu piso,');
    expect(all('Nettoyer mon appartement avant la visite', 'fr')).toContain('pour votre appartement,');
    expect(breakdown('Bericht schreiben', 1, 'de').steps[0]?.description).toContain('für die Aufgabe');
    expect(breakdown('Escribir el informe', 5, 'es').steps[3]?.description).toContain('del informe');
  });

  it('detects kinds from German, Spanish and French keywords', () => {
    expect(detectTaskKind('Steuererklärung')).toBe('paperwork');
    expect(detectTaskKind('Wohnung putzen')).toBe('cleaning');
    expect(detectTaskKind('Zahnarzttermin vereinbaren')).toBe('appointment');
    expect(detectTaskKind('Bewerbung schreiben')).toBe('application');
    expect(detectTaskKind('Für die Matheklausur lernen')).toBe('studying');
    expect(detectTaskKind('Oma anrufen')).toBe('call');
    expect(detectTaskKind('Mails beantworten')).toBe('message');
    expect(detectTaskKind('Schwarztee kaufen')).toBe('shopping');
    expect(detectTaskKind('Limpiar la cocina')).toBe('cleaning');
    expect(detectTaskKind('Hacer la declaración de la renta')).toBe('paperwork');
    expect(detectTaskKind('Faire les courses')).toBe('shopping');
    expect(detectTaskKind('Nettoyer l’appartement')).toBe('cleaning');
    expect(detectTaskKind('Réviser le partiel')).toBe('studying');
    // The title says nothing, the description does.
    expect(detectTaskKind('Sonntag', 'Küche und Bad putzen')).toBe('cleaning');
  });

  it('plans a German task in German with German steps', () => {
    const { steps, tips } = breakdown('Steuererklärung', 3, 'de');
    expect(steps[0]?.title).toBe('Erstes Dokument finden');
    expect(steps[0]?.description).toContain('für die Steuererklärung');
    expect(tips.join(' ')).toContain('Papierkram');
  });

  it('falls back to English for AI languages without offline texts and reads regional codes', () => {
    expect(breakdown('Quarterly report', 3, 'ja')).toEqual(breakdown('Quarterly report', 3, 'en'));
    expect(breakdown('Quarterly report', 3, 'zh')).toEqual(breakdown('Quarterly report', 3, 'en'));
    expect(breakdown('Quarterly report', 3, 'de-AT')).toEqual(breakdown('Quarterly report', 3, 'de'));
  });

  it('copes with an empty or very long title', () => {
    expect(breakdown('   ', 1).steps[0]?.description).toContain('the task');
    const long = breakdown(`Write ${'a very long title '.repeat(10)}`, 1).steps[0]?.description ?? '';
    expect(long).toContain('for the task');
    expect(long.length).toBeLessThan(200);
  });

  it('is deterministic', () => {
    expect(breakdown('Quarterly report', 4, 'fr', 'intro\nchiffres')).toEqual(
      breakdown('Quarterly report', 4, 'fr', 'intro\nchiffres'),
    );
  });
});

describe('offlineSuggestion', () => {
  const now = new Date('2025-03-10T09:00:00Z');

  it('prefers high priority over a nearer due date', () => {
    const result = offlineSuggestion(
      {
        completedTasks: 0,
        upcomingTasks: [
          { title: 'Laundry', priority: 'medium', dueDate: '2025-03-10' },
          { title: 'Quarterly report', priority: 'high', dueDate: '2025-03-20' },
        ],
        language: 'en',
      },
      now,
    );
    expect(result.suggestion).toContain("Start with 'Quarterly report'");
    expect(result.reasoning).toContain('high priority');
    expect(result.reasoning).toContain('due in 10 days');
  });

  it('then prefers the nearest due date and says so kindly', () => {
    const result = offlineSuggestion(
      {
        completedTasks: 0,
        upcomingTasks: [
          { title: 'Quarterly report', priority: 'high', dueDate: '2025-03-14' },
          { title: 'Tax return', priority: 'high', dueDate: '2025-03-11T17:00:00Z' },
          { title: 'Plan', priority: 'high' },
        ],
        language: 'en',
      },
      now,
    );
    expect(result.suggestion).toContain("'Tax return'");
    expect(result.suggestion).toContain('First tiny step');
    expect(result.reasoning).toContain('due tomorrow');
    expect(result.reasoning).toContain("'Quarterly report' is next");
  });

  it('is gentle about overdue quests', () => {
    const result = offlineSuggestion(
      {
        completedTasks: 0,
        upcomingTasks: [{ title: 'Pay rent', priority: 'low', dueDate: '2025-03-08' }],
        language: 'en',
      },
      now,
    );
    expect(result.reasoning).toContain('was due 2 days ago');
    expect(result.reasoning).toContain('okay');
  });

  it('picks a short title as a quick win when nothing else decides', () => {
    const result = offlineSuggestion(
      {
        completedTasks: 0,
        upcomingTasks: [
          { title: 'Sort the photos from the last holiday', priority: 'medium' },
          { title: 'Email Sam', priority: 'medium' },
        ],
        language: 'en',
      },
      now,
    );
    expect(result.suggestion).toContain("'Email Sam'");
    expect(result.reasoning).toContain('quick win');
  });

  it('encourages about completed quests only when there are some', () => {
    const tasks = [{ title: 'Laundry', priority: 'low' as const }];
    expect(
      offlineSuggestion({ completedTasks: 3, upcomingTasks: tasks, language: 'en' }, now).reasoning,
    ).toContain('completed 3 quests');
    expect(
      offlineSuggestion({ completedTasks: 1, upcomingTasks: tasks, language: 'en' }, now).reasoning,
    ).toContain('completed 1 quest,');
    expect(
      offlineSuggestion({ completedTasks: 0, upcomingTasks: tasks, language: 'en' }, now).reasoning,
    ).not.toContain('completed');
  });

  it('suggests creating one small quest when there are none', () => {
    const result = offlineSuggestion({ completedTasks: 2, upcomingTasks: [], language: 'en' }, now);
    expect(result.suggestion).toContain('Create one small quest');
    expect(result.reasoning).toContain('completed 2 quests');
  });

  it('speaks German and Spanish', () => {
    const upcomingTasks = [{ title: 'Steuererklärung', priority: 'high' as const, dueDate: '2025-03-11' }];
    const de = offlineSuggestion({ completedTasks: 2, upcomingTasks, language: 'de' }, now);
    expect(de.suggestion).toContain('Fang mit „Steuererklärung“ an');
    expect(de.reasoning).toContain('morgen fällig');
    expect(de.reasoning).toContain('2 Quests');
    const es = offlineSuggestion({ completedTasks: 0, upcomingTasks, language: 'es' }, now);
    expect(es.reasoning).toContain('vence mañana');
  });

  it('depends only on its input and `now`', () => {
    const input = {
      completedTasks: 1,
      upcomingTasks: [{ title: 'Report', priority: 'high' as const, dueDate: '2025-03-12' }],
      language: 'fr',
    };
    expect(offlineSuggestion(input, now)).toEqual(offlineSuggestion(input, new Date(now)));
    expect(offlineSuggestion(input, now).reasoning).toContain('dans 2 jours');
    expect(offlineSuggestion(input, new Date('2025-03-12T20:00:00Z')).reasoning).toContain('aujourd’hui');
  });
});

describe('offlineChat', () => {
  const tasks: ChatContextTask[] = [
    { title: 'Laundry', priority: 'low', completed: false },
    { title: 'Quarterly report', priority: 'high', completed: false },
    { title: 'Call the bank', priority: 'high', completed: true },
    { title: 'Tidy the desk', priority: 'medium', completed: false },
  ];
  const chat = (message: string, language = 'en', context: ChatContextTask[] = tasks) =>
    offlineChat({ message, language, context: { tasks: context } });

  it('helps when stuck by shrinking the top quest to its first tiny step (en, de)', () => {
    const en = chat("I'm stuck and can't start anything");
    expect(en).toContain("'Quarterly report'");
    expect(en).toContain('Open a blank document');
    const de = chat('Ich bin total überfordert und komme nicht in die Gänge', 'de');
    expect(de).toContain('„Quarterly report“');
    expect(de).toContain('Öffne ein leeres Dokument');
  });

  it('names the uncompleted high-priority quest when asked what to do first (en, es)', () => {
    const en = chat('What should I do first?');
    expect(en).toContain("start with 'Quarterly report'");
    expect(en).toContain('high priority');
    expect(en).not.toContain('Call the bank');
    const es = chat('¿Por dónde empiezo?', 'es');
    expect(es).toContain('«Quarterly report»');
    expect(es).toContain('prioridad alta');
  });

  it('chooses between the quests the message names', () => {
    expect(chat('Laundry or tidy the desk, which one first?')).toContain("'Tidy the desk'");
  });

  it('suggests creating a quest when asked what to do with none open', () => {
    expect(chat('What should I do first?', 'en', [])).toContain('Add one small quest');
  });

  it('says thanks back (en, fr)', () => {
    expect(chat('Thanks so much!')).toContain("You're welcome!");
    expect(chat('Merci beaucoup !', 'fr')).toContain('Avec plaisir !');
  });

  it('breaks down what the message names, inline, in three steps (en, de)', () => {
    const en = chat('Can you break down my tax return into steps?');
    expect(en).toContain("'tax return'");
    expect(en).toMatch(/1\) Find the first document \(\d+ min\), 2\) .+, 3\) .+\./);
    const de = chat('Kannst du mir die Steuererklärung in Schritte zerlegen?', 'de');
    expect(de).toContain('„Steuererklärung“');
    expect(de).toContain('1) Erstes Dokument finden');
  });

  it('breaks down a listed quest the message refers to, or the top one', () => {
    expect(chat('break down the report')).toContain("start 'Quarterly report': 1) Open a blank page");
    expect(chat('Can you break it down?')).toContain("'Quarterly report'");
    expect(chat('Can you break it down?', 'en', [])).toContain('Tell me the task');
    expect(chat('Zerleg bitte „Keller ausmisten“', 'de', [])).toContain('„Keller ausmisten“');
  });

  it('answers motivation and focus worries warmly', () => {
    expect(chat("I'm so tired today")).toContain('resting is not failing');
    expect(chat('I keep procrastinating, I am so lazy')).toContain('not that something is wrong with you');
    expect(chat('Ich bin ständig abgelenkt', 'de')).toContain('25-Minuten-Timer');
  });

  it('never gives medical advice and points to a professional', () => {
    const answer = chat('Should I double my medication dose?');
    expect(answer).toContain("can't give medical advice");
    expect(answer).toContain('doctor');
    expect(chat("I'm overwhelmed and have a headache")).toContain('talking to a doctor');
    expect(chat('Ich bin krank', 'de')).toContain('keinen medizinischen Rat');
  });

  it('points to real help in a crisis', () => {
    expect(chat('I want to kill myself')).toContain('emergency number');
    expect(chat('Je veux mourir', 'fr')).toContain('numéro d’urgence');
  });

  it('greets and falls back kindly', () => {
    expect(chat('hi!')).toContain('Hi, good to see you!');
    expect(chat('Hola', 'es')).toContain('¡Hola');
    const unknown = chat('What is the capital of France?');
    expect(unknown).toContain("I'm sorry, I can't help with that one");
    // An unknown request is not answered with some other quest.
    for (const task of tasks) expect(unknown).not.toContain(task.title);
  });

  it('answers in 2 to 5 sentences in every language', () => {
    const messages = [
      'hi',
      "I'm stuck",
      'what first?',
      'break down the report',
      "I'm tired",
      'I keep getting distracted',
      'thanks',
      'I have a headache',
      "I'm overwhelmed and don't know where to start, plus a headache",
      'tell me a joke',
    ];
    for (const language of ['en', 'es', 'fr', 'de']) {
      for (const context of [tasks, []]) {
        for (const message of messages) {
          const count = sentenceCount(chat(message, language, context));
          expect(count, `${language}: ${message}`).toBeGreaterThanOrEqual(2);
          expect(count, `${language}: ${message}`).toBeLessThanOrEqual(5);
        }
      }
    }
  });

  it('is deterministic', () => {
    for (const message of ["I'm stuck", 'Estoy agobiado', 'hello', 'break down the report']) {
      expect(chat(message)).toBe(chat(message));
    }
  });
});

describe('offlineWelcome', () => {
  it('welcomes in each language and falls back to English', () => {
    const welcomes = ['en', 'es', 'fr', 'de'].map(offlineWelcome);
    expect(new Set(welcomes).size).toBe(4);
    expect(offlineWelcome('en')).toContain('small steps');
    expect(offlineWelcome('de')).toContain('kleine Schritte');
    expect(offlineWelcome('ko')).toBe(offlineWelcome('en'));
    for (const welcome of welcomes) expect(sentenceCount(welcome)).toBeLessThanOrEqual(2);
  });
});
