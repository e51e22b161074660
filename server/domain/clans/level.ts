/**
 * Clan level from the experience its members earned while in it: level L needs 500 x L x (L - 1)
 * (1,000 for level 2, 3,000 for 3, 6,000 for 4...), so early levels come quickly and later ones
 * reward a clan that keeps going. Pure.
 */
export const clanXpForLevel = (level: number): number => 500 * level * (level - 1);

export function clanLevelFor(totalXP: number): number {
  const xp = Math.max(0, totalXP);
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + xp / 125)) / 2));
  // Guard the floating-point edge at exact thresholds.
  while (clanXpForLevel(level + 1) <= xp) level += 1;
  while (level > 1 && clanXpForLevel(level) > xp) level -= 1;
  return level;
}
