/** The customizer's accessories (spec section 3); the card offers all of AVATAR_ACCESSORIES. */
export const CUSTOMIZER_ACCESSORIES = ['none', 'crown', 'helm', 'wizard_hat', 'bandana', 'circlet'] as const;

/** Save is enabled only when the selection differs from the saved one (spec section 4). */
export function changedChoices<T extends Record<string, string>>(draft: T, saved: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(draft) as Array<keyof T>) {
    if (draft[key] !== saved[key]) changed[key] = draft[key];
  }
  return changed;
}
