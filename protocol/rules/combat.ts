/** Boss damage multiplier by quest difficulty (spec 001 section 9); the server's hits and the screen's preview use it. */
export const DAMAGE_MULTIPLIERS = { easy: 1, medium: 1, hard: 1.5, legendary: 2 } as const;
