import { createHash } from 'node:crypto';

/** The flags the product honours, with their defaults (seeded; admins change them at run time). */
export const FEATURE_FLAGS = {
  'ai-companion': {
    description: 'The AI Quest Companion (chat, breakdowns, suggestions, translation).',
    isEnabled: true,
    rolloutPercentage: 100,
  },
  'party-chat': { description: 'Party chat on the boss screen.', isEnabled: true, rolloutPercentage: 100 },
} as const;
export type FeatureName = keyof typeof FEATURE_FLAGS;

/**
 * Whether a flag is on for one player: enabled, and the player's stable bucket (0..99, from a hash
 * of flag and player) below the rollout percentage, so a player stays in or out as it grows. Pure.
 */
export function isFeatureOnFor(
  flag: { isEnabled: boolean; rolloutPercentage: number },
  name: string,
  userId: string,
): boolean {
  if (!flag.isEnabled) return false;
  if (flag.rolloutPercentage >= 100) return true;
  const bucket = createHash('sha256').update(`${name}:${userId}`).digest().readUInt16BE(0) % 100;
  return bucket < flag.rolloutPercentage;
}
