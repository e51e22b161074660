import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { usersQuerySchema } from '../../protocol/api/admin.ts';
import { ROUTE_SPECS } from '../fuzz/routes.ts';
import { coercedPaths } from '../fuzz/schemaFields.ts';
import { SOCKET_EVENTS } from '../fuzz/socketCases.ts';

/**
 * DESIGN 8: JSON bodies are not coerced (a number field given `true`, `[]` or `"5"` answers 400);
 * only query strings, which are text by nature, are parsed from text. zod 4 marks a `z.coerce.*`
 * schema with `_zod.def.coerce`; these tests walk the schema trees for it.
 */

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** Every zod schema `protocol/` exports, by `file: exportName`. */
const modules = import.meta.glob<Record<string, unknown>>('../../protocol/**/*.ts', { eager: true });
const exported = new Map<z.ZodType, string>();
for (const [file, module] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(module)) {
    if (isSchema(value) && !exported.has(value))
      exported.set(value, `${file.replace('../../', '')}: ${name}`);
  }
}
const nameOf = (schema: z.ZodType) => exported.get(schema) ?? 'a schema protocol/ does not export';

/** The schemas routes read from a query string: text by nature, the one place coercion belongs. */
const querySchemas = new Set(Object.values(ROUTE_SPECS).flatMap((spec) => (spec.query ? [spec.query] : [])));

describe('no request body is coerced', () => {
  it('finds coercion where it is: the query schemas, nested fields too', () => {
    expect(coercedPaths(usersQuerySchema)).toEqual(['$.page (z.coerce.number)', '$.limit (z.coerce.number)']);
    const nested = z.object({
      list: z.array(z.object({ n: z.coerce.number().optional() }).nullish()).default([]),
      map: z.record(z.string(), z.union([z.string(), z.coerce.boolean()])),
      flag: z.stringbool(),
    });
    expect(coercedPaths(nested)).toEqual([
      '$.list[].n (z.coerce.number)',
      '$.map{} (z.coerce.boolean)',
      '$.flag (codec)',
    ]);
  });

  it('every HTTP route body (tests/fuzz/routes.ts) checks types instead of converting them', () => {
    const found = Object.entries(ROUTE_SPECS).flatMap(([route, spec]) =>
      spec.body ? coercedPaths(spec.body).map((path) => `${route} body (${nameOf(spec.body!)}) ${path}`) : [],
    );
    expect(found).toEqual([]);
  });

  it('every socket event payload checks types instead of converting them', () => {
    const found = Object.entries(SOCKET_EVENTS).flatMap(([event, schema]) =>
      coercedPaths(schema).map((path) => `${event} payload (${nameOf(schema)}) ${path}`),
    );
    expect(found).toEqual([]);
  });

  it('no schema protocol/ exports coerces, other than the query schemas routes read', () => {
    // Also covers bodies of routes not yet described in tests/fuzz/routes.ts.
    expect(exported.size).toBeGreaterThan(100);
    const found = [...exported].flatMap(([schema, name]) =>
      querySchemas.has(schema) ? [] : coercedPaths(schema).map((path) => `${name} ${path}`),
    );
    expect(found).toEqual([]);
  });
});
