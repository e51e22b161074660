/**
 * Cache keys of the game's lists, in one place: a completion in one feature refreshes the lists of
 * another without importing it. Each key is the endpoint's path (the default fetch joins the parts).
 */
export const queryKeys = {
  /** The signed-in player (lib/current-user.ts). */
  session: ['/api/auth/user'],
  quests: ['/api/quests'],
  tasks: ['/api/tasks'],
  achievements: ['/api/achievements'],
  activity: ['/api/activity'],
  focusSession: ['/api/focus-sessions/current'],
  starterQuests: ['/api/starter-quests'],
  items: ['/api/items'],
  inventory: ['/api/inventory'],
  companions: ['/api/companions'],
  clans: ['/api/clans'],
  notifications: ['/api/notifications'],
  adminUsers: ['/api/admin/users'],
  adminStats: ['/api/admin/stats'],
  /** The player's party (features/party), which the boss screen's other parts refresh too. */
  myParty: ['/api/parties/my-party'],
  parties: ['/api/parties'],
  /** Every party's boss: the prefix of `bossOf` (features/boss). */
  bosses: ['/api/boss/current'],
  /** A party's boss, keyed by party: another party's boss is never shown while the new one loads. */
  bossOf: (partyId: string) => ['/api/boss/current', partyId] as const,
} as const;
