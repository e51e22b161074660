/**
 * Display rules that the client shows and the server may report (spec 000 section 9). One place
 * each, shared by both sides.
 */

/** Next Legendary Milestone: the first of 100, 250, 500, 1000, 2500 above the points, else 5000. */
export const POINT_MILESTONES = [100, 250, 500, 1000, 2500] as const;
export const FINAL_MILESTONE = 5000;
export const nextMilestone = (points: number): number =>
  POINT_MILESTONES.find((m) => m > points) ?? FINAL_MILESTONE;

/** Mastery rate: earned / total achievements, rounded to a whole percent. */
export const masteryRate = (earned: number, total: number): number =>
  total > 0 ? Math.round((earned / total) * 100) : 0;

/** The experience bar: progress within the level as a percentage (0..100). */
export const levelProgressPercent = (experience: number, experienceToNext: number): number =>
  experienceToNext > 0 ? Math.min(100, Math.max(0, (experience / experienceToNext) * 100)) : 0;

/** Today's progress: completed today / (active + completed today), as a percentage. */
export const todaysProgressPercent = (completedToday: number, active: number): number =>
  completedToday + active > 0 ? (completedToday / (completedToday + active)) * 100 : 0;

/** The health bar: health / maxHealth as a percentage (0..100). */
export const healthPercent = (health: number, maxHealth: number): number =>
  levelProgressPercent(health, maxHealth);
