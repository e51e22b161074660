import type { z } from 'zod';
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
