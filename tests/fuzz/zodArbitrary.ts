import fc from 'fast-check';
import type { z } from 'zod';

/**
 * A small zod 4 -> fast-check deriver for the schema kinds `protocol/` uses: objects, strings with
 * min/max/regex/email/uuid/datetime, numbers and integers (coerced for query strings), enums,
 * literals, booleans, null, optional/nullable/default, arrays, records, unions and pipes.
 *
 * The only published bridge (`zod-fast-check`) supports zod 3 and fast-check 3 only, so the tests
 * read zod 4's own definitions (`schema._zod.def`) instead. Values are *valid-looking*: they follow
 * the declared shape and bounds, and reach each bound and one past it, so they land on both sides of
 * the checks. Refinements (`.refine`) are not solved; overrides by key fill in what they need.
 */

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  format?: string;
  coerce?: boolean;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export interface DeriveOptions {
  /** Arbitraries for object keys by name, wherever they appear (ids from the running server, timezones). */
  byKey?: Record<string, fc.Arbitrary<unknown>>;
  /** Query strings: every leaf becomes the text a URL would carry. */
  asQuery?: boolean;
}

/** True when an object key may be left out (optional, default, or a pipe/nullable around one). */
export function isOptional(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
  if (def.type === 'nullable' || def.type === 'readonly' || def.type === 'catch')
    return def.innerType ? isOptional(def.innerType) : false;
  if (def.type === 'pipe') return def.in ? isOptional(def.in) : false;
  return false;
}

function bounds(checks: Def['checks']) {
  let min: number | undefined;
  let max: number | undefined;
  let int = false;
  const formats: string[] = [];
  let pattern: RegExp | undefined;
  for (const c of checks ?? []) {
    const d = c._zod.def;
    switch (d.check) {
      case 'min_length':
        min = d.minimum;
        break;
      case 'max_length':
        max = d.maximum;
        break;
      case 'length_equals':
        min = d.length;
        max = d.length;
        break;
      case 'greater_than':
        min = Number(d.value) + (d.inclusive ? 0 : 1);
        break;
      case 'less_than':
        max = Number(d.value) - (d.inclusive ? 0 : 1);
        break;
      case 'number_format':
        if (d.format && /int/.test(d.format)) int = true;
        break;
      case 'string_format':
        if (d.format) formats.push(d.format);
        if (d.pattern) pattern = d.pattern;
        break;
    }
  }
  return { min, max, int, formats, pattern };
}

/** Text for a string field: mostly short ASCII, some Unicode, some padding that `.trim()` removes. */
function text(min: number, max: number): fc.Arbitrary<string> {
  const cap = Math.min(max, min + 24);
  const body = (unit: 'grapheme-ascii' | 'grapheme') => fc.string({ unit, minLength: min, maxLength: cap });
  const edges: fc.Arbitrary<string>[] = [
    fc.constant('x'.repeat(max)),
    fc.constant('y'.repeat(max + 1)),
    fc.constant('z'.repeat(Math.max(0, min - 1))),
  ];
  return fc.oneof(
    { arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 _-]*$/, { maxLength: cap }), weight: 6 },
    { arbitrary: body('grapheme-ascii'), weight: 3 },
    { arbitrary: body('grapheme'), weight: 2 },
    { arbitrary: body('grapheme-ascii').map((s) => `  ${s}\t`), weight: 1 },
    { arbitrary: fc.oneof(...edges), weight: 2 },
  );
}

function stringArb(def: Def): fc.Arbitrary<string> {
  const b = bounds(def.checks);
  const formats = [...b.formats, ...(def.format ? [def.format] : [])];
  const min = b.min ?? 0;
  const max = b.max ?? Math.max(min, 64);
  if (formats.includes('uuid') || formats.includes('guid')) return fc.uuid({ version: 4 });
  if (formats.includes('email'))
    return fc.oneof(
      { weight: 4, arbitrary: fc.stringMatching(/^[a-z][a-z0-9]{2,10}@example\.(com|org)$/) },
      { weight: 1, arbitrary: fc.emailAddress().filter((e) => e.length <= max) },
      { weight: 1, arbitrary: fc.constant(`  MiXeD${'a'.repeat(3)}@Example.COM `) },
    );
  if (formats.includes('datetime'))
    return fc
      .date({ min: new Date('1970-01-01'), max: new Date('2199-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (b.pattern) {
    let matching: fc.Arbitrary<string>;
    try {
      matching = fc.stringMatching(b.pattern, { maxLength: max });
    } catch {
      matching = fc.stringMatching(/^[A-Za-z0-9_.-]+$/, { maxLength: max });
    }
    return fc.oneof(
      { arbitrary: matching.filter((s) => s.length >= min && s.length <= max), weight: 4 },
      { arbitrary: text(min, max), weight: 1 },
    );
  }
  return text(min, max);
}

function numberArb(def: Def, asQuery: boolean): fc.Arbitrary<unknown> {
  const b = bounds(def.checks);
  const lo = b.min ?? -1_000_000;
  const hi = b.max ?? 1_000_000;
  const inRange = b.int
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true });
  const edges = fc.constantFrom(lo, hi, lo - 1, hi + 1, 0);
  const value = fc.oneof({ arbitrary: inRange, weight: 4 }, { arbitrary: edges, weight: 1 });
  return asQuery ? value.map(String) : value;
}

/** The valid-looking arbitrary for one schema. */
export function derive(schema: z.ZodType, options: DeriveOptions = {}): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const q = options.asQuery ?? false;
  const leaf = <T>(arb: fc.Arbitrary<T>) => (q ? arb.map((v) => String(v)) : arb);
  switch (def.type) {
    case 'string':
      return stringArb(def);
    case 'number':
    case 'int':
      return numberArb(def, q);
    case 'bigint':
      return leaf(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n }).map((n) => Number(n)));
    case 'boolean':
      return leaf(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return leaf(fc.constantFrom(...(def.values ?? [null])));
    case 'enum':
      return leaf(fc.constantFrom(...Object.values(def.entries ?? {})));
    case 'optional':
      return fc.option(derive(def.innerType!, options), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(derive(def.innerType!, options), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(derive(def.innerType!, options), { nil: undefined, freq: 3 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return derive(def.innerType!, options);
    case 'pipe': {
      // `.pipe(z.email())` and the like: the output's format is the stricter description.
      const out = def.out ? defOf(def.out) : undefined;
      return out?.type === 'string' && out.format ? derive(def.out!, options) : derive(def.in!, options);
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => derive(o, options)));
    case 'array': {
      const b = bounds(def.checks);
      const min = b.min ?? 0;
      const max = Math.min(b.max ?? 6, min + 6);
      return fc.array(derive(def.element!, options), { minLength: min, maxLength: max });
    }
    case 'record':
      return fc.dictionary(derive(def.keyType!, options).map(String), derive(def.valueType!, options), {
        maxKeys: 4,
      });
    case 'object': {
      const shape = def.shape ?? {};
      const arbs: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        const override = options.byKey?.[key];
        arbs[key] = override
          ? fc.oneof({ arbitrary: override, weight: 3 }, derive(field, options))
          : derive(field, options);
        if (!isOptional(field)) required.push(key);
      }
      return fc
        .record(arbs, { requiredKeys: required })
        .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
    }
    default:
      // unknown, any, transform...: any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The keys of an object schema (looking through pipes, defaults and refinements). */
export function objectKeys(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.innerType) return objectKeys(def.innerType);
  if (def.in) return objectKeys(def.in);
  return [];
}
