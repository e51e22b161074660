import type { TFunction } from 'i18next';
import { clansEn } from '@/i18n/locales/clans/en.ts';
import { ApiError } from '@/lib/api.ts';
import { errorDescription } from '@/lib/errors.ts';

type ServerKey = keyof typeof clansEn.server;

/** Case and closing punctuation do not matter when matching the server's English messages. */
const normalize = (text: string) =>
  text
    .trim()
    .replace(/[.!]+$/, '')
    .toLowerCase();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each known message as a pattern; a `{{max}}` figure is captured and passed on. */
const patterns = (Object.entries(clansEn.server) as Array<[ServerKey, string]>).map(([key, english]) => {
  const pattern = escapeRegExp(normalize(english)).replace(/\\\{\\\{max\\\}\\\}/g, '(.+?)');
  return { key, pattern: new RegExp(`^${pattern}$`) };
});

/** A clan call's server message in the interface language; unknown ones go the app's usual way. */
export function describeClanError(t: TFunction, error: unknown): string | undefined {
  const body = error instanceof ApiError ? error.body : null;
  const message = body ? (body.issues?.[0]?.message ?? body.message) : null;
  if (message) {
    const normalized = normalize(message);
    for (const { key, pattern } of patterns) {
      const match = pattern.exec(normalized);
      if (match) return t(`clans.server.${key}`, { max: match[1] ?? '' });
    }
    return message;
  }
  return errorDescription(t, error);
}
