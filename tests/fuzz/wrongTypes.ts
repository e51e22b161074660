import fc from 'fast-check';
import type { z } from 'zod';
import { resolveRefs } from './httpCases.ts';
import type { AppRoute, RouteSpec } from './routes.ts';
import { numberFieldPaths, type PathSegment, pathText } from './schemaFields.ts';
import type { World } from './world.ts';
import { derive } from './zodArbitrary.ts';

/**
 * DESIGN 8: JSON bodies are not coerced. Each of these, put in place of a number in an otherwise
 * valid body, must be refused with 400 `Validation failed` and must change nothing.
 */
export const WRONG_NUMBERS: readonly unknown[] = [true, [], '5', {}];

export interface WrongTypeCase {
  route: AppRoute & RouteSpec;
  /** `$.upcomingTasks[].step.index` */
  field: string;
  /** The path as the answer's `issues` name it (an array element is index 0). */
  issuePath: (string | number)[];
  wrong: unknown;
  body: unknown;
}

/** Tries this many schema-derived bodies for one that is valid and holds a number at the path. */
const CANDIDATES = 400;

const at = (value: unknown, path: PathSegment[]): unknown => {
  let v = value;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[seg === '[]' ? 0 : seg];
  }
  return v;
};

/** A deep copy of `value` with the field at `path` (array elements: the first) replaced. */
const withAt = (value: unknown, path: PathSegment[], replacement: unknown): unknown => {
  const [seg, ...rest] = path;
  if (seg === undefined) return replacement;
  const key = seg === '[]' ? 0 : seg;
  if (Array.isArray(value)) return value.map((x, i) => (i === key ? withAt(x, rest, replacement) : x));
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  copy[String(key)] = withAt(copy[String(key)], rest, replacement);
  return copy;
};

/**
 * Every number field of every described body, each given every wrong type, in a body the schema
 * otherwise accepts (so the refusal is the wrong type's). A field no derived body reaches is returned
 * in `unreached`, for the test to fail on.
 */
export function wrongTypeCases(
  routes: (AppRoute & RouteSpec)[],
  world: World,
  byKeyOf: (route: AppRoute) => Record<string, fc.Arbitrary<unknown>>,
  seed: number,
): { cases: WrongTypeCase[]; unreached: string[] } {
  const cases: WrongTypeCase[] = [];
  const unreached: string[] = [];
  for (const [i, route] of routes.entries()) {
    const schema: z.ZodType | undefined = route.body;
    if (!schema) continue;
    const paths = numberFieldPaths(schema);
    if (paths.length === 0) continue;
    const candidates = fc
      .sample(derive(schema, { byKey: byKeyOf(route) }), { seed: seed + i, numRuns: CANDIDATES })
      .map((c) => resolveRefs(c, world))
      .filter((c) => schema.safeParse(c).success);
    for (const path of paths) {
      const field = pathText(path);
      const base = candidates.find((c) => typeof at(c, path) === 'number');
      if (base === undefined) {
        unreached.push(`${route.key} ${field}`);
        continue;
      }
      const issuePath = path.map((seg) => (seg === '[]' ? 0 : seg)) as (string | number)[];
      for (const wrong of WRONG_NUMBERS)
        cases.push({ route, field, issuePath, wrong, body: withAt(base, path, wrong) });
    }
  }
  return { cases, unreached };
}
