import type { TFunction } from 'i18next';
import { messagesEn } from './locales/messages/en.ts';

type MessageKey = keyof typeof messagesEn;

/** Case and closing punctuation do not matter: 'Invalid email or password.' is the known message too. */
function normalize(text: string): string {
  return text
    .trim()
    .replace(/[.!]+$/, '')
    .toLowerCase();
}

/** English message text (as the protocol schemas and the server write it) -> its translation key. */
const keysByText = new Map<string, MessageKey>(
  (Object.entries(messagesEn) as Array<[MessageKey, string]>).map(([key, text]) => [normalize(text), key]),
);

/** Translates a known validation or server message; unknown ones are shown as written. */
export function translateMessage(t: TFunction, message: string): string {
  const key = keysByText.get(normalize(message));
  return key ? t(`messages.${key}`) : message;
}
