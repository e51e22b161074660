/**
 * Cache keys of the game's lists, in one place: a completion in one feature refreshes the lists of
 * another without importing it. Each key is the endpoint's path (the default fetch joins the parts).
 */
export const queryKeys = {
  quests: ['/api/quests'],
  tasks: ['/api/tasks'],
  achievements: ['/api/achievements'],
  activity: ['/api/activity'],
  focusSession: ['/api/focus-sessions/current'],
  items: ['/api/items'],
  inventory: ['/api/inventory'],
  companions: ['/api/companions'],
  clans: ['/api/clans'],
  notifications: ['/api/notifications'],
  adminUsers: ['/api/admin/users'],
  adminStats: ['/api/admin/stats'],
} as const;
