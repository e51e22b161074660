import type { Language } from '../../protocol/limits.ts';
import { languageOf } from '../mail/templates.ts';

type Text = { title: string; body: string };

/** Longest notification title stored (notifications.title is varchar(200)). */
const TITLE_MAX = 200;

const clip = (text: Text): Text => ({
  title: text.title.length > TITLE_MAX ? `${text.title.slice(0, TITLE_MAX - 1)}…` : text.title,
  body: text.body,
});

/**
 * Texts of reminders and of a focus session's end, in the player's language. Gentle: a reminder
 * invites, it never scolds. The title of the quest or task is the owner's own, shown to them only.
 */
const TEXTS = {
  quest: {
    en: (t: string): Text => ({ title: `Reminder: ${t}`, body: 'Your quest is ready whenever you are.' }),
    es: (t: string): Text => ({
      title: `Recordatorio: ${t}`,
      body: 'Tu misión te espera cuando quieras.',
    }),
    fr: (t: string): Text => ({ title: `Rappel : ${t}`, body: 'Votre quête vous attend quand vous voulez.' }),
    de: (t: string): Text => ({
      title: `Erinnerung: ${t}`,
      body: 'Deine Quest wartet, wann immer du bereit bist.',
    }),
  },
  task: {
    en: (t: string): Text => ({ title: `Reminder: ${t}`, body: 'Your task is ready whenever you are.' }),
    es: (t: string): Text => ({ title: `Recordatorio: ${t}`, body: 'Tu tarea te espera cuando quieras.' }),
    fr: (t: string): Text => ({ title: `Rappel : ${t}`, body: 'Votre tâche vous attend quand vous voulez.' }),
    de: (t: string): Text => ({
      title: `Erinnerung: ${t}`,
      body: 'Deine Aufgabe wartet, wann immer du bereit bist.',
    }),
  },
  focus: {
    en: (): Text => ({ title: 'Focus session done', body: 'Well done. Take a short break; you earned it.' }),
    es: (): Text => ({
      title: 'Sesión de concentración terminada',
      body: 'Bien hecho. Tómate un pequeño descanso; te lo has ganado.',
    }),
    fr: (): Text => ({
      title: 'Session de concentration terminée',
      body: 'Bien joué. Faites une petite pause, vous l’avez méritée.',
    }),
    de: (): Text => ({
      title: 'Fokus-Sitzung geschafft',
      body: 'Gut gemacht. Gönn dir eine kleine Pause; du hast sie dir verdient.',
    }),
  },
} as const satisfies Record<string, Record<Language, (title: string) => Text>>;

export function reminderText(kind: 'quest' | 'task', title: string, language: string): Text {
  return clip(TEXTS[kind][languageOf(language)](title));
}

export const focusEndText = (language: string): Text => TEXTS.focus[languageOf(language)]();
