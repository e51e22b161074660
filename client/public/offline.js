// 'Try again' reloads the page the player asked for, and so does the page by itself once the server
// answers again: at once on the browser's `online` event, else by probing /api/health with a short
// backoff (the network can come back without that event, or the server after the network). The
// offline page in the player's language: the one chosen in the app (kept on this device), else the
// browser's, else English. An external file: the page's Content-Security-Policy allows no inline script.
(() => {
  for (const button of document.querySelectorAll('[data-retry]')) {
    button.addEventListener('click', () => window.location.reload());
  }

  const PROBE_FIRST_MS = 500;
  const PROBE_MAX_MS = 4000;
  let delay = PROBE_FIRST_MS;
  let timer = 0;
  let probing = false;
  // The `online` event came while a probe was on its way (one sent offline fails): probe again at once.
  let again = false;
  const probe = async () => {
    if (probing) {
      again = true;
      return;
    }
    probing = true;
    clearTimeout(timer);
    try {
      // Only the app's own answer counts: a proxy's 502 would show its error page instead of the app.
      const answer = await fetch('/api/health', { cache: 'no-store', credentials: 'omit' });
      if (answer.ok) {
        // Say so at once: the app itself can take a moment to load on a slow device.
        for (const part of document.querySelectorAll('[data-offline]')) part.hidden = true;
        for (const part of document.querySelectorAll('[data-back]')) part.hidden = false;
        window.location.reload();
        return;
      }
    } catch {
      // Still no connection.
    } finally {
      probing = false;
    }
    if (again) {
      again = false;
      timer = window.setTimeout(probe, 0);
      return;
    }
    timer = window.setTimeout(probe, delay);
    delay = Math.min(PROBE_MAX_MS, delay * 2);
  };
  window.addEventListener('online', () => {
    delay = PROBE_FIRST_MS;
    void probe();
  });
  timer = window.setTimeout(probe, delay);

  const supported = ['en', 'es', 'fr', 'de'];
  let language = null;
  try {
    language = window.localStorage.getItem('adhd-planner-language');
  } catch {
    // Storage can be unavailable (private mode).
  }
  if (!supported.includes(language)) {
    language = (navigator.languages || [navigator.language])
      .map((tag) => String(tag).slice(0, 2).toLowerCase())
      .find((code) => supported.includes(code));
  }
  if (!language) return;
  document.documentElement.lang = language;
  for (const section of document.querySelectorAll('[data-offline-language]')) {
    section.hidden = section.getAttribute('data-offline-language') !== language;
  }
})();
