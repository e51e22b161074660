import fc from 'fast-check';

/**
 * Hostile inputs mixed into the schema-derived ones: wrong types, NUL bytes, lone surrogates, huge
 * strings, deep nesting, prototype keys, extra keys, numbers as strings, out-of-range and NaN-like
 * numbers, malformed JSON, odd content types and encodings, bad path ids and query strings.
 */

/** An object with an own key of any name, `__proto__` included (a literal would set the prototype). */
export function withOwnKey(target: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const PROTO_OBJECTS: unknown[] = [
  '{"__proto__":{"isAdmin":true,"role":"admin","gold":999999999}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":null}',
  '{"prototype":1,"toString":"x","valueOf":{},"hasOwnProperty":"no"}',
].map((s) => JSON.parse(s) as unknown);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\t\n ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udc00y',
      '\udfff\ud83d',
      'dragon \ud83d',
      '\u202e\u202dabc',
      '\ufeff',
      '\u200b',
      'NaN',
      'Infinity',
      '-Infinity',
      '1e309',
      '0x1F',
      '-0',
      '00012',
      ' 42 ',
      '5',
      'true',
      'null',
      'undefined',
      '[]',
      '{}',
      "' OR '1'='1",
      '"; DROP TABLE users; --',
      '<script>alert(1)</script>',
      '$'.concat('{7*7}'),
      '{{7*7}}',
      '../../../etc/passwd',
      '%00',
      '%ff',
      '__proto__',
      'constructor',
      'prototype',
      'Ω≈ç√∫',
      '🐉'.repeat(50),
      'é'.repeat(3000),
      '\r\nX-Injected: 1',
      '00000000-0000-0000-0000-000000000000',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.string({
      unit: fc.constantFrom('\u0000', '\ud800', '\udc00', '\udbff', 'a', ' ', '\u{1F409}', 'é'),
      minLength: 1,
      maxLength: 12,
    }),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(255, 256, 501, 2001, 10_000, 60_000).map((n) => 'A'.repeat(n)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    1.5,
    -0.5,
    1e308,
    -1e308,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e-300,
    100_001,
    -100_001,
    8761,
    999_999_999,
  ),
  fc.integer(),
  fc.double(),
);

const nested = (depth: number, leaf: unknown, asObject: boolean): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = asObject ? { a: v } : [v];
  return v;
};

/** A hostile JSON value for one field (or a whole body). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: hostileNumber.map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], { a: {} }, ['a', 1], [{}]),
  },
  { weight: 2, arbitrary: fc.constantFrom(...PROTO_OBJECTS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 2, max: 400 }), fc.boolean())
      .map(([d, obj]) => nested(d, 'deep', obj)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
);

/** Keys a client might add hoping for mass assignment, and prototype keys. */
export const extraKeys: fc.Arbitrary<[string, unknown]> = fc.oneof(
  fc.constantFrom<[string, unknown]>(
    ['role', 'admin'],
    ['isAdmin', true],
    ['gold', 999_999_999],
    ['level', 999],
    ['experience', 1e9],
    ['experienceReward', 1_000_000],
    ['goldReward', 1_000_000],
    ['emailVerified', true],
    ['isBanned', false],
    ['isActive', true],
    ['password', 'hunter2hunter2'],
    ['id', '00000000-0000-4000-8000-000000000000'],
    ['userId', '00000000-0000-4000-8000-000000000000'],
    ['completed', true],
    ['__proto__', { role: 'admin', isAdmin: true }],
    ['constructor', { prototype: { role: 'admin' } }],
    ['prototype', { role: 'admin' }],
  ),
  fc.tuple(fc.string({ maxLength: 12 }), hostileValue),
);

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; note: string }
  | { kind: 'raw'; text: string; note: string }
  | { kind: 'bytes'; bytes: number[]; note: string };

const deepText = fc.oneof(
  fc.integer({ min: 100, max: 45_000 }).map((d) => `${'['.repeat(d)}${']'.repeat(d)}`),
  fc.integer({ min: 100, max: 15_000 }).map((d) => `${'{"a":'.repeat(d)}1${'}'.repeat(d)}`),
  fc.integer({ min: 100, max: 30_000 }).map((d) => `{"title":${'['.repeat(d)}${']'.repeat(d)}}`),
);

/** Bodies that are not (good) JSON: cut off, not JSON at all, escapes, deep nesting, too big. */
export const malformedBody: fc.Arbitrary<BodySpec> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(
        '{',
        '{"a":',
        '{"a":1,}',
        "{'a':1}",
        'NaN',
        'undefined',
        '\ufeff{}',
        '[',
        '"',
        'nul',
        '{"a":1}{"b":2}',
        '',
        ' ',
        '\u0000',
        '0x10',
        '1e999',
        '-',
        '{"title":"\\ud800"}',
        '{"title":"\\u0000"}',
        '{"text":"\\udfff","message":"\\ud83d"}',
        '{"title":"\\x41"}',
        '{"title": "a" "b"}',
        'null',
        '[]',
        '"a string"',
        '12345',
        'true',
        '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}',
        '{"a":1,"a":2,"a":{"b":[1,2,{"c":null}]}}',
        '/* comment */ {}',
        '{"title":"Quest","title":"Again"}',
      )
      .map((text): BodySpec => ({ kind: 'raw', text, note: 'malformed or odd JSON text' })),
  },
  { weight: 2, arbitrary: deepText.map((text): BodySpec => ({ kind: 'raw', text, note: 'deep nesting' })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d],
        [0xef, 0xbb, 0xbf, 0x7b, 0x7d],
        [0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d],
        [0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d],
        [0x00, 0x00, 0x00, 0x00],
      )
      .map((bytes): BodySpec => ({ kind: 'bytes', bytes: [...bytes], note: 'invalid or odd UTF-8 bytes' })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(101 * 1024, 300 * 1024).map(
      (n): BodySpec => ({
        kind: 'raw',
        text: JSON.stringify({ title: 'x'.repeat(n) }),
        note: 'over 100 kB',
      }),
    ),
  },
);

/** Turns a valid-looking body into a hostile one, or keeps it. */
export function mutateBody(valid: fc.Arbitrary<unknown>, keys: string[]): fc.Arbitrary<BodySpec> {
  const json =
    (note: string) =>
    (value: unknown): BodySpec => ({ kind: 'json', value, note });
  const asObject = (v: unknown): Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const options: fc.WeightedArbitrary<BodySpec>[] = [
    { weight: 6, arbitrary: valid.map(json('schema-derived')) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.array(extraKeys, { minLength: 1, maxLength: 3 }))
        .map(([v, extras]) =>
          json('schema-derived with extra keys')(
            extras.reduce<Record<string, unknown>>((o, [k, x]) => withOwnKey(o, k, x), asObject(v)),
          ),
        ),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, hostileValue).map(([v, h]) => json('whole body replaced')(h ?? v)),
    },
    { weight: 2, arbitrary: malformedBody },
  ];
  if (keys.length > 0) {
    options.push(
      {
        weight: 6,
        arbitrary: fc
          .tuple(valid, fc.constantFrom(...keys), hostileValue)
          .map(([v, k, h]) => json(`field ${k} hostile`)(withOwnKey(asObject(v), k, h))),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(valid, fc.constantFrom(...keys)).map(([v, k]) => {
          const o = { ...asObject(v) };
          delete o[k];
          return json(`field ${k} missing`)(o);
        }),
      },
      {
        weight: 2,
        arbitrary: valid.map((v) =>
          json('scalars as strings')(
            Object.fromEntries(
              Object.entries(asObject(v)).map(([k, x]) => [
                k,
                typeof x === 'number' || typeof x === 'boolean' ? String(x) : x,
              ]),
            ),
          ),
        ),
      },
    );
  }
  return fc.oneof(...options);
}

/** A body for a route that takes none: nothing, an object, or junk. */
export const bodyForBodiless: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) },
  { weight: 2, arbitrary: fc.constant<BodySpec>({ kind: 'json', value: {}, note: 'empty object' }) },
  {
    weight: 2,
    arbitrary: fc.array(extraKeys, { maxLength: 3 }).map(
      (extras): BodySpec => ({
        kind: 'json',
        value: extras.reduce<Record<string, unknown>>((o, [k, x]) => withOwnKey(o, k, x), {}),
        note: 'unexpected keys',
      }),
    ),
  },
  { weight: 2, arbitrary: malformedBody },
);

export const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/vnd.api+json',
  'application/csp-report',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset=nope',
  'application/json;;;',
  'APPLICATION/JSON',
  '*/*',
  '',
  'application/merge-patch+json',
  'image/png',
];

/** The Content-Type (undefined: none sent), and sometimes a Content-Encoding the body does not have. */
export const contentHeaders: fc.Arbitrary<{ contentType?: string; contentEncoding?: string }> = fc.oneof(
  { weight: 14, arbitrary: fc.constant({ contentType: 'application/json' }) },
  { weight: 1, arbitrary: fc.constant({ contentType: 'application/json; charset=utf-8' }) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_CONTENT_TYPES).map((contentType) => ({ contentType })) },
  { weight: 1, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown', 'gzip, gzip')
      .map((contentEncoding) => ({ contentType: 'application/json', contentEncoding })),
  },
);

/** A path segment that names nothing well: already URL-encoded (or deliberately not). */
export const hostileIdSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.uuid({ version: 4 }) },
  { weight: 1, arbitrary: fc.uuid() },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
      '{00000000-0000-4000-8000-000000000000}',
      '000000000000400080000000000000000',
      '00000000-0000-4000-8000-0000000000000',
      '00000000-0000-4000-8000-00000000000g',
      '1',
      '0',
      '-1',
      '1e3',
      '9999999999999999999999',
      'null',
      'undefined',
      'NaN',
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      '..',
      '.',
      '%2e%2e',
      '%2F',
      '%00',
      '%ff',
      '%E0%A4%A',
      '%',
      '%%',
      '%u0041',
      ';',
      '~',
      "'%20OR%20'1'%3D'1",
      '%F0%9F%90%89',
      '%ED%A0%80',
      'a'.repeat(5000),
      'my-party',
      'leave',
      'current',
    ),
  },
  {
    weight: 2,
    arbitrary: hostileString
      .filter((s) => s.length < 3000)
      .map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '_'))),
  },
);

/** A hostile query string (without the `?`), already encoded. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%ff',
    'page=1&page=2',
    'limit=1&limit=2&limit=3',
    'a[b]=c',
    'page[]=1',
    `${'x=1&'.repeat(1500)}y=2`,
    'search=%00',
    'search=%ED%A0%80',
    'limit=-1',
    'limit=0',
    'limit=1e3',
    'limit=0x10',
    'limit=%20%205',
    'limit=Infinity',
    'limit=NaN',
    'page=99999999999999999999',
    'page=1.5',
    '__proto__=1',
    '__proto__[role]=admin',
    'constructor[prototype][role]=admin',
    'unreadOnly=yes',
    'status=everything',
    'sortBy=password',
    'sortOrder=sideways',
    'role=superuser',
    `search=${'a'.repeat(4000)}`,
    'token=',
    `token=${'t'.repeat(300)}`,
    '=',
    '&&&',
    '%3D%26',
  ),
  fc
    .dictionary(
      fc.constantFrom('page', 'limit', 'search', 'status', 'role', 'sortBy', 'token', 'unreadOnly', 'x'),
      hostileString,
      {
        maxKeys: 3,
      },
    )
    .map((d) =>
      Object.entries(d)
        .map(([k, v]) => `${k}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '_'))}`)
        .join('&'),
    ),
);

export type OriginMode = 'app' | 'none' | 'evil' | 'null' | 'other-local' | 'garbage';
export const originMode: fc.Arbitrary<OriginMode> = fc.oneof(
  { weight: 20, arbitrary: fc.constant<OriginMode>('app') },
  { weight: 1, arbitrary: fc.constantFrom<OriginMode>('none', 'evil', 'null', 'other-local', 'garbage') },
);

/** Extra cookies: forged, malformed or duplicated session and admin cookies. */
export const junkCookies: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 14, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'qp.sid=garbage; qp.sid.sig=garbage',
      'qp.sid=%ff%fe; qp.sid.sig=%E0%A4%A',
      'qp.admin=not.a.jwt',
      'qp.admin=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      'qp.admin=%ff',
      `qp.sid=${'a'.repeat(4000)}`,
      '=; ;;; =x',
      '__proto__=1; constructor=2',
      'qp.sid=; qp.sid.sig=',
    ),
  },
);
