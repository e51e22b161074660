import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasUnsafeText, safeText } from '../../protocol/text.ts';

const PROTOCOL = path.join(import.meta.dirname, '..', '..', 'protocol');

describe('safeText', () => {
  it.each([
    ['a NUL byte', 'a\u0000b', true],
    ['a lone high surrogate', 'a\ud800b', true],
    ['a lone low surrogate', 'a\udc00b', true],
    ['a high surrogate at the end', 'dragon \ud83d', true],
    ['a pair in the wrong order', '\ude00\ud83d', true],
    ['a real surrogate pair (emoji)', 'dragon 🐉', false],
    ['accents, CJK and other control-free text', 'déjà vu 日本語 tab\tnewline\n', false],
    ['the empty string', '', false],
  ])('%s: unsafe = %s', (_label, value, unsafe) => {
    expect(hasUnsafeText(value)).toBe(unsafe);
    expect(safeText().safeParse(value).success).toBe(!unsafe);
  });

  it('chains like a plain string schema', () => {
    const title = safeText({ error: 'Title is required' }).trim().min(1).max(5);
    expect(title.parse('  ok  ')).toBe('ok');
    expect(title.safeParse('a\u0000').success).toBe(false);
    expect(title.safeParse(42).error?.issues[0]?.message).toBe('Title is required');
  });

  it('is the only string schema in protocol/api and protocol/socket', () => {
    // A bare z.string() would let NUL bytes and lone surrogates reach the database again (500).
    const offenders: string[] = [];
    for (const folder of ['api', 'socket']) {
      for (const file of readdirSync(path.join(PROTOCOL, folder))) {
        const source = readFileSync(path.join(PROTOCOL, folder, file), 'utf8');
        if (/\bz\s*\.\s*string\s*\(/.test(source)) offenders.push(`${folder}/${file}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
