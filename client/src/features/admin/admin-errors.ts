import { ApiError } from '@/lib/api.ts';

/**
 * The admin backend could not be reached at all: no answer (fetch rejects with a TypeError) or a
 * gateway's answer in place of the server's. Spec section 4: the login page then switches to setup.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof ApiError && [502, 503, 504].includes(error.status);
}
