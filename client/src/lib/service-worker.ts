/**
 * Registers the installable app's service worker (/sw.js, built by vite-plugin-pwa; see
 * vite.config.ts). Only in a production build: the dev server has no /sw.js, and a worker caching
 * its modules would only get in the way. Registration waits for the page to load, so precaching
 * never competes with the first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // Without it the app works as before, only not offline.
      console.warn('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
