/**
 * One language whole, from its two parts: the types and the tests read it so, the app loads the
 * parts apart (i18n.ts). Marked free of side effects: a chunk that takes only a language's shell
 * drops this call, and the screens' texts with it (a plain `{ ...shell, ...screens }` would keep
 * them, for a spread may run getters).
 */
/* @__NO_SIDE_EFFECTS__ */
export function wholeLanguage<Shell extends object, Screens extends object>(
  shell: Shell,
  screens: Screens,
): Shell & Screens {
  return { ...shell, ...screens };
}
