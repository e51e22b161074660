import type { BossLanguage } from '@protocol/rules/languages.ts';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api.ts';
import { bossDe } from './de.ts';
import { type BossTextKey, type BossTexts, bossEn } from './en.ts';
import { bossEs } from './es.ts';
import { bossFr } from './fr.ts';
import { bossIt } from './it.ts';
import { bossJa } from './ja.ts';
import { bossKo } from './ko.ts';
import { bossPt } from './pt.ts';
import { bossZh } from './zh.ts';

/** The screen's dictionaries, one for each of the nine languages of protocol/rules/languages.ts. */
const dictionaries: Record<BossLanguage, BossTexts> = {
  en: bossEn,
  es: bossEs,
  de: bossDe,
  fr: bossFr,
  it: bossIt,
  pt: bossPt,
  ja: bossJa,
  ko: bossKo,
  zh: bossZh,
};

/** The picker's choice on this device; without one the screen follows the app's language. */
export const BOSS_LANGUAGE_STORAGE_KEY = 'qp-boss-language';

export function isBossLanguage(value: unknown): value is BossLanguage {
  return typeof value === 'string' && value in dictionaries;
}

type Vars = Record<string, string | number>;

/** Fills `{name}` placeholders; an unknown one stays as written. */
export function format(template: string, vars: Vars = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export interface BossText {
  language: BossLanguage;
  t: (key: BossTextKey, vars?: Vars) => string;
  /** A whole number in the language's own grouping (1,234 / 1.234 / 1 234). */
  number: (value: number) => string;
}

export function createBossText(language: BossLanguage): BossText {
  const dictionary = dictionaries[language];
  const numbers = new Intl.NumberFormat(language);
  return {
    language,
    t: (key, vars) => format(dictionary[key], vars),
    number: (value) => numbers.format(value),
  };
}

export const BossTextContext = createContext<BossText>(createBossText('en'));

export function useBossText(): BossText {
  return useContext(BossTextContext);
}

function readStoredLanguage(): BossLanguage | null {
  try {
    const stored = window.localStorage.getItem(BOSS_LANGUAGE_STORAGE_KEY);
    return isBossLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The screen's language: the picker's remembered choice, else the app's language. */
export function useBossLanguage(): [BossLanguage, (language: BossLanguage) => void] {
  const { i18n } = useTranslation();
  const [choice, setChoice] = useState<BossLanguage | null>(readStoredLanguage);
  const appLanguage = isBossLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const choose = (language: BossLanguage) => {
    setChoice(language);
    try {
      window.localStorage.setItem(BOSS_LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage can be unavailable (private mode); the choice still holds for this visit.
    }
  };
  return [choice ?? appLanguage, choose];
}

/** Case and closing punctuation do not matter when matching the server's English messages. */
function normalize(text: string): string {
  return text
    .trim()
    .replace(/[.!]+$/, '')
    .toLowerCase();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The server's messages for these calls (the `err*` keys, English as the server writes them). */
const serverMessages = (Object.keys(bossEn) as BossTextKey[])
  .filter((key) => key.startsWith('err'))
  .map((key) => {
    const template = normalize(bossEn[key]);
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    const pattern = escapeRegExp(template).replace(/\\\{\w+\\\}/g, '(.+?)');
    return { key, names, pattern: new RegExp(`^${pattern}$`) };
  });

/** A known server message in the screen's language; an unknown one is shown as the server wrote it. */
export function translateServerMessage(text: BossText, message: string): string {
  const normalized = normalize(message);
  for (const { key, names, pattern } of serverMessages) {
    const match = pattern.exec(normalized);
    if (!match) continue;
    const vars: Vars = {};
    names.forEach((name, index) => {
      vars[name] = match[index + 1] ?? '';
    });
    return text.t(key, vars);
  }
  return message;
}

/** What went wrong, for a failure notice: the server's message (or its first field issue), translated. */
export function describeError(text: BossText, error: unknown): string {
  if (error instanceof ApiError && error.body) {
    const message = error.body.issues?.[0]?.message ?? error.body.message;
    return translateServerMessage(text, message);
  }
  if (error instanceof ApiError) return error.message;
  return text.t('unknownError');
}
