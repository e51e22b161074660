import { useTranslation } from 'react-i18next';

/** The class progression titles of spec section 9, by the English name the server stores. */
const CLASS_KEYS = {
  'novice adventurer': 'classes.noviceAdventurer',
  'task warrior': 'classes.taskWarrior',
  'focus guardian': 'classes.focusGuardian',
  'productivity paladin': 'classes.productivityPaladin',
  'master organizer': 'classes.masterOrganizer',
  'legendary hero': 'classes.legendaryHero',
} as const;

function isKnownClass(name: string): name is keyof typeof CLASS_KEYS {
  return Object.hasOwn(CLASS_KEYS, name);
}

/** Translates any title (the player's own or one of the ladder); unknown titles are shown as stored. */
export function useClassTitleText(): (characterClass: string) => string {
  const { t } = useTranslation();
  return (characterClass: string) => {
    const normalized = characterClass.trim().toLowerCase();
    if (isKnownClass(normalized)) return t(CLASS_KEYS[normalized]);
    return characterClass.trim() || t('classes.noviceAdventurer');
  };
}

/** The player's title in the reader's language. */
export function useClassTitle(characterClass: string): string {
  return useClassTitleText()(characterClass);
}
