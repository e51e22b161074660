/** Text helpers: keyword-friendly normalisation, matching, title cleaning and list extraction. Pure. */

/**
 * Lower case, no diacritics, apostrophes and punctuation turned into single spaces, padded with one
 * space on each side so that keywords can be matched at word starts: `" l ete a ete chaud "`.
 */
export function normalize(text: string): string {
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return folded === '' ? ' ' : ` ${folded} `;
}

/**
 * A keyword as written in the lists: `word` matches at the start of a word (`clean` finds
 * "cleaning"), `=word` only the whole word, `*word` anywhere, also inside compounds (`*putz` finds
 * "Fensterputzen"). Phrases with spaces work the same way.
 */
export interface Keyword {
  text: string;
  mode: 'prefix' | 'exact' | 'inside';
}

export function parseKeyword(raw: string): Keyword {
  if (raw.startsWith('=')) return { text: normalize(raw.slice(1)).trim(), mode: 'exact' };
  if (raw.startsWith('*')) return { text: normalize(raw.slice(1)).trim(), mode: 'inside' };
  return { text: normalize(raw).trim(), mode: 'prefix' };
}

/** `normalized` must come from `normalize`. */
export function matchesKeyword(normalized: string, keyword: Keyword): boolean {
  if (keyword.text === '') return false;
  switch (keyword.mode) {
    case 'exact':
      return normalized.includes(` ${keyword.text} `);
    case 'inside':
      return normalized.includes(keyword.text);
    default:
      return normalized.includes(` ${keyword.text}`);
  }
}

export function matchesAny(normalized: string, keywords: readonly Keyword[]): boolean {
  return keywords.some((keyword) => matchesKeyword(normalized, keyword));
}

/** Words of a normalised text. */
export function words(text: string): string[] {
  return normalize(text).trim().split(' ').filter(Boolean);
}

/** A stable, non-cryptographic 32-bit hash (FNV-1a) for deterministic variety. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const MAX_TITLE = 60;
const EDGE_PUNCTUATION = /^[\s"'“”„«»‘’`.,;:!?¿¡\-–—•*]+|[\s"'“”„«»‘’`.,;:!?¿¡\-–—•*]+$/gu;

/** Collapses whitespace, trims quotes and trailing punctuation, and shortens at a word boundary. */
export function cleanTitle(title: string): string {
  const text = title.replace(/\s+/g, ' ').replace(EDGE_PUNCTUATION, '');
  if (text.length <= MAX_TITLE) return text;
  const cut = text.slice(0, MAX_TITLE);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).replace(EDGE_PUNCTUATION, '')}…`;
}

const BULLET = /^\s*(?:[-*•·–—]|\d+[.)]|\[[ xX]?\])\s*/u;
const LAST_JOINER = /\s+(?:and|und|y|et|e|or|oder|o|ou|sowie)\s+/iu;
const MAX_ITEMS = 5;
const MAX_LINE_WORDS = 8;

/**
 * The items a description lists, if it is a list: one item per line or bullet, or short
 * comma-separated items ("milk, eggs and bread"). Prose gives no items.
 */
export function extractItems(description: string | null | undefined): string[] {
  if (!description) return [];
  const lines = description
    .split(/\r?\n/)
    .map((line) => cleanTitle(line.replace(BULLET, '')))
    .filter((line) => line !== '');
  let parts: string[] = [];
  if (lines.length >= 2) {
    // Lines of prose are notes, not a list.
    if (lines.every((line) => line.split(' ').length <= MAX_LINE_WORDS)) parts = lines;
  } else {
    const pieces = description
      .split(/[,;]/)
      .map((piece) => cleanTitle(piece))
      .filter((piece) => piece !== '');
    const last = pieces.pop();
    if (last !== undefined) pieces.push(...last.split(LAST_JOINER).map((piece) => cleanTitle(piece)));
    const short = pieces.every((piece) => piece.split(' ').length <= 4);
    if (pieces.length >= 2 && short) parts = pieces;
  }
  const unique: string[] = [];
  for (const part of parts) {
    if (!/\p{L}/u.test(part)) continue;
    if (unique.some((seen) => normalize(seen) === normalize(part))) continue;
    unique.push(part);
  }
  return unique.length >= 2 ? unique.slice(0, MAX_ITEMS) : [];
}
