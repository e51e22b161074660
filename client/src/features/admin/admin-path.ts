/** Name of the meta tag through which the server announces the admin area's path (ADMIN_PATH). */
const META_NAME = 'qp-admin-path';

/**
 * Where the admin area lives. The path is configurable on the server and deliberately unlisted, so
 * the server writes it only into the pages at or below it; elsewhere the app has no admin routes.
 */
export function readAdminPath(): string | null {
  const content = document.querySelector(`meta[name="${META_NAME}"]`)?.getAttribute('content') ?? '';
  const path = content.replace(/\/+$/, '');
  return /^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(path) ? path : null;
}

// The server's render of the dashboard (app/first-paint/player-home-markup.tsx) has no document: no
// admin area there, as on every page outside it.
const adminPath = typeof document === 'undefined' ? null : readAdminPath();

/** The admin area's path; only its own screens ask, and they exist only when it is known. */
export function useAdminPath(): string {
  if (!adminPath) throw new Error('The admin area path is not known on this page');
  return adminPath;
}

export function adminAreaPath(): string | null {
  return adminPath;
}
