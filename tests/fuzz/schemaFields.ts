import type { z } from 'zod';

/**
 * The fields of a zod 4 schema, read from its definition tree (`schema._zod.def`): each node with the
 * path that reaches it. Wrappers (optional, nullable, default, pipe, union...) keep the path of what
 * they wrap; an object key adds `.key`, an array or set element `[]`, a record's value `{}`, a tuple
 * item `[n]`.
 */

export type PathSegment = string | number | '[]' | '{}';

export interface SchemaField {
  path: PathSegment[];
  type: string;
  /** `z.coerce.*`: the input is converted (`"5"`, `true` or `[]` become a number) before the checks. */
  coerced: boolean;
  /** A codec (`z.stringbool()` and the like): text decoded into another type. */
  codec: boolean;
  /** Reached through a union: another option may accept what this one refuses. */
  inUnion: boolean;
}

interface Def {
  type: string;
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  reverseTransform?: unknown;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every node of the schema, parents before children. A recursive (lazy) schema is walked once per path. */
export function schemaFields(schema: z.ZodType): SchemaField[] {
  const fields: SchemaField[] = [];
  const walk = (s: z.ZodType, path: PathSegment[], inUnion: boolean, above: Set<z.ZodType>) => {
    if (above.has(s)) return;
    const next = new Set(above).add(s);
    const d = defOf(s);
    fields.push({
      path,
      type: d.type,
      coerced: d.coerce === true,
      codec: d.type === 'pipe' && d.reverseTransform !== undefined,
      inUnion,
    });
    const same = (child: z.ZodType | null | undefined, union = inUnion) => {
      if (child) walk(child, path, union, next);
    };
    for (const [key, child] of Object.entries(d.shape ?? {})) walk(child, [...path, key], inUnion, next);
    same(d.catchall);
    same(d.innerType);
    same(d.in);
    same(d.out);
    same(d.left);
    same(d.right);
    for (const option of d.options ?? []) same(option, true);
    if (d.element) walk(d.element, [...path, '[]'], inUnion, next);
    for (const [i, item] of (d.items ?? []).entries()) walk(item, [...path, i], inUnion, next);
    if (d.rest) walk(d.rest, [...path, '[]'], inUnion, next);
    if (d.keyType) walk(d.keyType, [...path, '{}'], inUnion, next);
    if (d.valueType) walk(d.valueType, [...path, '{}'], inUnion, next);
    if (d.type === 'lazy' && d.getter) same(d.getter());
  };
  walk(schema, [], false, new Set());
  return fields;
}

/** `$.upcomingTasks[].step.index`: a path as the failure messages print it. */
export function pathText(path: PathSegment[]): string {
  return `$${path.map((p) => (typeof p === 'number' ? `[${p}]` : p === '[]' || p === '{}' ? p : `.${p}`)).join('')}`;
}

/** Where the schema converts its input instead of checking it (coercion or a codec), one line each. */
export function coercedPaths(schema: z.ZodType): string[] {
  const found = schemaFields(schema)
    .filter((f) => f.coerced || f.codec)
    .map((f) => `${pathText(f.path)} (${f.coerced ? `z.coerce.${f.type}` : 'codec'})`);
  return [...new Set(found)];
}

/**
 * The number fields a JSON body must hold as numbers: every `number` node outside a union (an option
 * of a union may take a string), deduplicated. Record values are left out (no body has numeric ones).
 */
export function numberFieldPaths(schema: z.ZodType): PathSegment[][] {
  const seen = new Map<string, PathSegment[]>();
  for (const f of schemaFields(schema)) {
    if (f.type !== 'number' || f.inUnion || f.path.includes('{}')) continue;
    seen.set(pathText(f.path), f.path);
  }
  return [...seen.values()];
}
