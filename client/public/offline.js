// 'Try again' reloads the page the player asked for. The offline page in the player's language: the one chosen in the app (kept on this device), else
// the browser's, else English. An external file: the page's Content-Security-Policy allows no inline script.
(() => {
  for (const button of document.querySelectorAll('[data-retry]')) {
    button.addEventListener('click', () => window.location.reload());
  }
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
