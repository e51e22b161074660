import { afterAll, describe, expect, it } from 'vitest';
import { type ChatContextTask, offlineChat } from '../../server/ai/offline/index.ts';
import { understand } from '../../server/ai/offline/understand.ts';

type Category = 'breakdown' | 'suggestion' | 'encouragement' | 'greeting' | 'quest' | 'thanks' | 'unknown';
type Language = 'en' | 'es' | 'fr' | 'de';

/** The intents that answer each kind of request well. */
const ACCEPTED: Record<Category, readonly string[]> = {
  breakdown: ['breakdown'],
  suggestion: ['prioritise'],
  encouragement: ['motivation', 'stuck', 'focus'],
  greeting: ['greeting'],
  quest: ['quest'],
  thanks: ['thanks'],
  unknown: ['other'],
};

const task = (title: string, priority: ChatContextTask['priority'] = 'medium'): ChatContextTask => ({
  title,
  priority,
  completed: false,
});

/**
 * Each language's quest list holds an English quest of high priority, ranked first: a request about
 * another quest must never be answered with it.
 */
const TASKS: Record<Language, ChatContextTask[]> = {
  en: [
    task('Write the quarterly report', 'high'),
    task('Tax return'),
    task('Clean the kitchen'),
    task('Call grandma'),
  ],
  es: [
    task('Write the quarterly report', 'high'),
    task('Declaración de la renta'),
    task('Limpiar la cocina'),
    task('Llamar a la abuela'),
  ],
  fr: [
    task('Write the quarterly report', 'high'),
    task('Déclaration d’impôts'),
    task('Nettoyer la cuisine'),
    task('Appeler mamie'),
  ],
  de: [
    task('Write the quarterly report', 'high'),
    task('Steuererklärung'),
    task('Küche putzen'),
    task('Oma anrufen'),
  ],
};

/** [request, category, the quest it names (for quest questions)] */
type Row = [string, Category, string?];

const ROWS: Record<Language, readonly Row[]> = {
  en: [
    ['Can you break down the tax return?', 'breakdown'],
    ['Help me split cleaning the kitchen into small steps', 'breakdown'],
    ['How do I even start on the quarterly report?', 'breakdown'],
    ['I need a plan for cleaning the kitchen', 'breakdown'],
    ['Make the report into tiny steps please', 'breakdown'],
    ['What are the steps for the tax return?', 'breakdown'],
    ['What should I do first?', 'suggestion'],
    ["What's next?", 'suggestion'],
    ['Which quest should I pick now?', 'suggestion'],
    ['Where do I start today?', 'suggestion'],
    ['Any suggestion for what to tackle?', 'suggestion'],
    ['I have an hour free, what do you recommend?', 'suggestion'],
    ["I'm so tired today", 'encouragement'],
    ["I can't get myself to start anything", 'encouragement'],
    ['I keep procrastinating', 'encouragement'],
    ['I feel overwhelmed by everything', 'encouragement'],
    ['Give me some motivation please', 'encouragement'],
    ["Cheer me up, I'm feeling down", 'encouragement'],
    ['Hi!', 'greeting'],
    ['Hello there', 'greeting'],
    ['Good morning', 'greeting'],
    ['Hey companion', 'greeting'],
    ['Hiya, how are you?', 'greeting'],
    ['Good evening!', 'greeting'],
    ['What about the tax return?', 'quest', 'Tax return'],
    ['Tell me about calling grandma', 'quest', 'Call grandma'],
    ['Is the kitchen quest important?', 'quest', 'Clean the kitchen'],
    ['When should I do the tax return?', 'quest', 'Tax return'],
    ['How long will calling grandma take?', 'quest', 'Call grandma'],
    ['Any advice on the kitchen?', 'quest', 'Clean the kitchen'],
    ['Thanks!', 'thanks'],
    ['Thank you so much', 'thanks'],
    ['That helps, thanks', 'thanks'],
    ['Cheers', 'thanks'],
    ['Much appreciated', 'thanks'],
    ['Great, thank you!', 'thanks'],
    ["What's the weather like?", 'unknown'],
    ['Tell me a joke', 'unknown'],
    ["What's the capital of France?", 'unknown'],
    ['Who won the football yesterday?', 'unknown'],
    ['asdfgh', 'unknown'],
    ['Can you order a pizza for me?', 'unknown'],
  ],
  es: [
    ['¿Me ayudas a dividir la declaración de la renta?', 'breakdown'],
    ['Necesito un plan para limpiar la cocina', 'breakdown'],
    ['¿Cómo empiezo con la declaración de la renta?', 'breakdown'],
    ['Hazme una lista de pasos para limpiar la cocina', 'breakdown'],
    ['Divide la limpieza de la cocina en partes pequeñas', 'breakdown'],
    ['¿Qué pasos sigo para llamar a la abuela?', 'breakdown'],
    ['¿Qué hago primero?', 'suggestion'],
    ['¿Qué hago ahora?', 'suggestion'],
    ['¿Qué me recomiendas hacer hoy?', 'suggestion'],
    ['¿Por dónde empiezo?', 'suggestion'],
    ['¿Cuál es la siguiente misión?', 'suggestion'],
    ['Tengo media hora libre, ¿qué me sugieres?', 'suggestion'],
    ['Estoy muy cansada hoy', 'encouragement'],
    ['No tengo ganas de nada', 'encouragement'],
    ['Me siento agobiado con todo', 'encouragement'],
    ['Necesito motivación', 'encouragement'],
    ['No consigo empezar nada', 'encouragement'],
    ['Dame ánimos, por favor', 'encouragement'],
    ['¡Hola!', 'greeting'],
    ['Buenos días', 'greeting'],
    ['Hola, ¿qué tal?', 'greeting'],
    ['Buenas tardes', 'greeting'],
    ['Buenas noches, compañero', 'greeting'],
    ['Hey, hola', 'greeting'],
    ['¿Qué pasa con la declaración de la renta?', 'quest', 'Declaración de la renta'],
    ['Háblame de llamar a la abuela', 'quest', 'Llamar a la abuela'],
    ['¿Es importante limpiar la cocina?', 'quest', 'Limpiar la cocina'],
    ['¿Cuándo debería hacer la declaración de la renta?', 'quest', 'Declaración de la renta'],
    ['¿Cuánto tardaré en llamar a la abuela?', 'quest', 'Llamar a la abuela'],
    ['¿Algún consejo para la cocina?', 'quest', 'Limpiar la cocina'],
    ['¡Gracias!', 'thanks'],
    ['Muchas gracias', 'thanks'],
    ['Gracias, me ayuda mucho', 'thanks'],
    ['Te lo agradezco', 'thanks'],
    ['Mil gracias', 'thanks'],
    ['Genial, gracias', 'thanks'],
    ['¿Qué tiempo hace mañana?', 'unknown'],
    ['Cuéntame un chiste', 'unknown'],
    ['¿Cuál es la capital de Francia?', 'unknown'],
    ['¿Quién ganó el partido ayer?', 'unknown'],
    ['asdfgh', 'unknown'],
    ['¿Puedes pedirme una pizza?', 'unknown'],
  ],
  fr: [
    ['Peux-tu découper ma déclaration d’impôts ?', 'breakdown'],
    ['J’ai besoin d’un plan pour nettoyer la cuisine', 'breakdown'],
    ['Comment je commence la déclaration d’impôts ?', 'breakdown'],
    ['Fais-moi une liste d’étapes pour nettoyer la cuisine', 'breakdown'],
    ['Aide-moi à organiser le ménage de la cuisine en petites parties', 'breakdown'],
    ['Quelles sont les étapes pour appeler mamie ?', 'breakdown'],
    ['Je fais quoi en premier ?', 'suggestion'],
    ['Qu’est-ce que je fais maintenant ?', 'suggestion'],
    ['Que me conseilles-tu aujourd’hui ?', 'suggestion'],
    ['Par où commencer ?', 'suggestion'],
    ['C’est quoi la prochaine quête ?', 'suggestion'],
    ['J’ai une demi-heure, tu proposes quoi ?', 'suggestion'],
    ['Je suis tellement fatiguée', 'encouragement'],
    ['J’ai la flemme de tout', 'encouragement'],
    ['Je me sens débordé', 'encouragement'],
    ['J’ai besoin de motivation', 'encouragement'],
    ['Je n’arrive pas à m’y mettre', 'encouragement'],
    ['Encourage-moi un peu', 'encouragement'],
    ['Bonjour !', 'greeting'],
    ['Salut', 'greeting'],
    ['Coucou, ça va ?', 'greeting'],
    ['Bonsoir', 'greeting'],
    ['Hello !', 'greeting'],
    ['Bonjour compagnon', 'greeting'],
    ['Et ma déclaration d’impôts ?', 'quest', 'Déclaration d’impôts'],
    ['Parle-moi d’appeler mamie', 'quest', 'Appeler mamie'],
    ['Est-ce que nettoyer la cuisine est urgent ?', 'quest', 'Nettoyer la cuisine'],
    ['Quand devrais-je faire la déclaration d’impôts ?', 'quest', 'Déclaration d’impôts'],
    ['Combien de temps pour appeler mamie ?', 'quest', 'Appeler mamie'],
    ['Un conseil pour la cuisine ?', 'quest', 'Nettoyer la cuisine'],
    ['Merci !', 'thanks'],
    ['Merci beaucoup', 'thanks'],
    ['Ça m’aide, merci', 'thanks'],
    ['Je te remercie', 'thanks'],
    ['Mille mercis', 'thanks'],
    ['Super, merci', 'thanks'],
    ['Quel temps fera-t-il demain ?', 'unknown'],
    ['Raconte-moi une blague', 'unknown'],
    ['Quelle est la capitale de l’Espagne ?', 'unknown'],
    ['Qui a gagné le match hier ?', 'unknown'],
    ['asdfgh', 'unknown'],
    ['Tu peux commander une pizza ?', 'unknown'],
  ],
  de: [
    ['Kannst du die Steuererklärung in kleine Schritte teilen?', 'breakdown'],
    ['Ich brauche einen Plan fürs Küche putzen', 'breakdown'],
    ['Wie fange ich mit der Steuererklärung an?', 'breakdown'],
    ['Teil mir das Küche putzen in Häppchen auf', 'breakdown'],
    ['Hilf mir bei der Steuererklärung', 'breakdown'],
    ['Wie gehe ich das Küche putzen am besten an?', 'breakdown'],
    ['Was mache ich zuerst?', 'suggestion'],
    ['Was steht als Nächstes an?', 'suggestion'],
    ['Was empfiehlst du mir heute?', 'suggestion'],
    ['Womit soll ich anfangen?', 'suggestion'],
    ['Welche Quest ist jetzt dran?', 'suggestion'],
    ['Ich habe eine halbe Stunde, was schlägst du vor?', 'suggestion'],
    ['Ich bin so müde heute', 'encouragement'],
    ['Ich habe keine Lust auf gar nichts', 'encouragement'],
    ['Ich fühle mich total überfordert', 'encouragement'],
    ['Ich brauche Motivation', 'encouragement'],
    ['Ich krieg den Hintern nicht hoch', 'encouragement'],
    ['Mach mir Mut', 'encouragement'],
    ['Hallo!', 'greeting'],
    ['Guten Morgen', 'greeting'],
    ["Hi, wie geht's?", 'greeting'],
    ['Servus', 'greeting'],
    ['Guten Abend, Begleiter', 'greeting'],
    ['Moin moin', 'greeting'],
    ['Was ist mit der Steuererklärung?', 'quest', 'Steuererklärung'],
    ['Erzähl mir was über Oma anrufen', 'quest', 'Oma anrufen'],
    ['Ist das Küche putzen dringend?', 'quest', 'Küche putzen'],
    ['Wann sollte ich die Steuererklärung machen?', 'quest', 'Steuererklärung'],
    ['Wie lange dauert Oma anrufen?', 'quest', 'Oma anrufen'],
    ['Hast du einen Tipp zur Küche?', 'quest', 'Küche putzen'],
    ['Danke!', 'thanks'],
    ['Vielen Dank', 'thanks'],
    ['Danke, das hilft mir', 'thanks'],
    ['Dankeschön', 'thanks'],
    ['Tausend Dank', 'thanks'],
    ['Super, danke dir', 'thanks'],
    ['Wie wird das Wetter morgen?', 'unknown'],
    ['Erzähl mir einen Witz', 'unknown'],
    ['Was ist die Hauptstadt von Spanien?', 'unknown'],
    ['Wer hat gestern das Spiel gewonnen?', 'unknown'],
    ['asdfgh', 'unknown'],
    ['Kannst du mir eine Pizza bestellen?', 'unknown'],
  ],
};

const QUOTE: Record<Language, (title: string) => string> = {
  en: (title) => `'${title}'`,
  es: (title) => `«${title}»`,
  fr: (title) => `«\u00a0${title}\u00a0»`,
  de: (title) => `„${title}“`,
};

const correct: Record<Language, number> = { en: 0, es: 0, fr: 0, de: 0 };

describe('the built-in companion understands requests', () => {
  for (const language of Object.keys(ROWS) as Language[]) {
    const tasks = TASKS[language];
    it(`has at least 40 requests in ${language}, six of each kind`, () => {
      expect(ROWS[language].length).toBeGreaterThanOrEqual(40);
    });

    it.each<Row>(ROWS[language])(`${language}: %s -> %s`, (message, category, named) => {
      const understood = understand(message, tasks);
      expect(ACCEPTED[category]).toContain(understood.intent);
      if (named) {
        expect(understood.task?.title).toBe(named);
        // The answer is about the quest the player named, in the player's language, and no other.
        const answer = offlineChat({ message, language, context: { tasks } });
        expect(answer).toContain(QUOTE[language](named));
        for (const other of tasks.filter((t) => t.title !== named)) expect(answer).not.toContain(other.title);
      }
      correct[language]++;
    });
  }

  afterAll(() => {
    const lines = (Object.keys(ROWS) as Language[]).map(
      (language) => `${language} ${correct[language]}/${ROWS[language].length}`,
    );
    console.info(`offline companion intent accuracy: ${lines.join(', ')}`);
  });
});
