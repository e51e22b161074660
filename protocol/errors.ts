import { z } from 'zod';

/** One problem with one field of a request, as answered in `issues`. */
export const fieldIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Body of every non-2xx answer (DESIGN section 4). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(fieldIssueSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Machine-readable codes; the `message` stays the human text the client matches phrases in. */
export const ERROR_CODES = {
  validation: 'validation_failed',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  originRefused: 'origin_refused',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  emailTaken: 'email_taken',
  usernameTaken: 'username_taken',
  invalidCredentials: 'invalid_credentials',
  emailNotVerified: 'email_not_verified',
  accountBanned: 'account_banned',
  accountInactive: 'account_inactive',
  invalidToken: 'invalid_token',
  internal: 'internal_error',
  /** A backing service (database, Redis) was briefly out of reach: try again (503). */
  unavailable: 'service_unavailable',
  /** An Idempotency-Key sent again with another request (422), or its first request still running (409). */
  idempotencyKeyReused: 'idempotency_key_reused',
  idempotencyKeyInProgress: 'idempotency_key_in_progress',
} as const;

// The phrases live in messages.ts (no zod: the client's language files import them).
export { PHRASES } from './messages.ts';
