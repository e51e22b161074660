/**
 * Class progression titles and ability unlock levels (spec 000 section 9). The rules live in
 * protocol/rules/progression.ts, where the character sheet reads them too.
 */
export {
  ABILITY_UNLOCK_LEVELS,
  type AbilityId,
  CLASS_TITLES,
  type ClassTitle,
  classTitleForLevel,
  unlockedAbilities,
} from '../../../protocol/rules/progression.ts';
