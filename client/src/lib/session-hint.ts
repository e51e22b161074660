/**
 * The server's readable hint that this browser has a session (server/auth/signedInMarker.ts). A
 * visitor without it is not asked about: GET /api/auth/user would answer 401 and the browser would
 * log it on every landing. Its own module, without imports: the page's head start
 * (app/head-start.ts) reads it before anything else has arrived.
 */
const SIGNED_IN_HINT = 'qp.in=1';

export function mayBeSignedIn(): boolean {
  return typeof document === 'undefined' || document.cookie.split('; ').includes(SIGNED_IN_HINT);
}
