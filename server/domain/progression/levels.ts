/**
 * The level curve (DESIGN sections 6 and 8): the experience a player needs to climb from `level` to
 * the next one. `experience` on the user is progress within the current level.
 */
export const experienceForNextLevel = (level: number): number => Math.floor(50 + 25 * level ** 1.25);
