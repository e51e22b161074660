/** Whether a ban is in force at `now`; a ban with an end in the past has lapsed. Pure. */
export const isBanActive = (
  user: { isBanned: boolean; banExpiresAt: Date | null | undefined },
  now: Date,
): boolean => user.isBanned && (user.banExpiresAt == null || user.banExpiresAt.getTime() > now.getTime());
