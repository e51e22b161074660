import type { z } from 'zod';
import { idParamSchema } from '../../protocol/api/quests.ts';
import { validationFailed } from '../lib/httpErrors.ts';

/**
 * Parses untrusted input with a protocol schema. Object schemas strip unknown keys (zod's default),
 * so nothing the client invents reaches the database.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    throw validationFailed(
      result.error.issues.map((i) => ({
        path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
        message: i.message,
      })),
    );
  }
  return result.data;
}

/**
 * The `:id` of a route. A malformed id cannot name anything, so it answers the same 404 as an
 * unknown one (rather than a validation error that would reveal nothing more).
 */
export function parseRouteId(params: unknown, notFound: () => Error): string {
  const parsed = idParamSchema.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}
