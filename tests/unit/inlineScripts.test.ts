import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from '../../server/middlewares/inlineScripts.ts';

const source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script sources (Content-Security-Policy hashes)', () => {
  it('hashes each inline script exactly as written, once, and skips scripts loaded by src', () => {
    const head = 'var a="é";\n';
    const html = `<head><script>${head}</script><script type="module" crossorigin src="/assets/x.js"></script>
      <script src="/a.js"></script></head><body><script>${head}</script><SCRIPT>b()</SCRIPT><script></script></body>`;
    expect(inlineScriptSources(html)).toEqual([source(head), source('b()')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptSources('<html><script src="/x.js"></script><p>hi</p></html>')).toEqual([]);
  });
});
