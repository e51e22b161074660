import { z } from 'zod';
import { targetActionsSchema } from '../rules/abilities.ts';
import { safeText } from '../text.ts';
import { roleSchema } from './user.ts';

export const ADMIN_ROLES = ['admin', 'moderator'] as const;
export const adminRoleSchema = z.enum(ADMIN_ROLES, { error: 'Role must be admin or moderator' });
export const ADMIN_PAGE_SIZE = 20;

export const adminCredentialsSchema = z.object({
  username: safeText({ error: 'Username is required' })
    .trim()
    .min(1, { error: 'Username is required' })
    .max(40),
  password: safeText({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200),
});
export const adminSetupSchema = z.object({
  username: safeText({ error: 'Username is required' })
    .trim()
    .min(3, { error: 'Username must be at least 3 characters' })
    .max(40, { error: 'Username must be at most 40 characters' }),
  password: safeText({ error: 'Password is required' })
    .min(10, { error: 'Admin passwords must be at least 10 characters' })
    .max(200),
});
export const createAdminAccountSchema = adminSetupSchema.extend({
  role: adminRoleSchema.default('moderator'),
});

/** `GET /api/admin/me`: the admin-area account, or the player whose role opens the admin API. */
export const adminMeSchema = z.object({
  user: z.object({ id: safeText(), username: safeText(), role: adminRoleSchema }),
});
export type AdminMe = z.infer<typeof adminMeSchema>['user'];

export const USER_STATUS_FILTERS = ['all', 'active', 'banned', 'verified', 'unverified'] as const;
export const USER_SORTS = ['createdAt', 'lastActivity', 'level', 'username', 'email'] as const;
export const usersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  search: safeText().trim().max(100).default(''),
  status: z.enum(USER_STATUS_FILTERS, { error: 'Unknown status filter' }).default('all'),
  role: z.enum(['all', 'user', 'moderator', 'admin'], { error: 'Unknown role filter' }).default('all'),
  sortBy: z.enum(USER_SORTS, { error: 'Unknown sort' }).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'Sort order must be asc or desc' }).default('desc'),
});

export const adminUserSchema = z.object({
  id: safeText(),
  username: safeText(),
  email: safeText(),
  role: roleSchema,
  isActive: z.boolean(),
  isBanned: z.boolean(),
  banReason: safeText().nullable(),
  banExpiresAt: safeText().nullable(),
  emailVerified: z.boolean(),
  level: z.number().int(),
  experience: z.number().int(),
  gold: z.number().int(),
  createdAt: safeText(),
  lastActivity: safeText().nullable(),
  /** What the viewer may do to this player (server/policies decide; the panel shows only these). */
  actions: targetActionsSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const usersPageSchema = z.object({ users: z.array(adminUserSchema), pagination: paginationSchema });

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  bannedUsers: z.number().int(),
  verifiedUsers: z.number().int(),
  totalQuests: z.number().int(),
  completedQuestsToday: z.number().int(),
});

const reason = (what: string) =>
  safeText({ error: `A reason is required to ${what}` })
    .trim()
    .min(1, { error: `A reason is required to ${what}` })
    .max(500);

export const banRequestSchema = z.object({
  reason: reason('ban'),
  /** Hours from 1 to 8760, or null for a permanent ban. */
  duration: z
    .number({ error: 'Duration must be a number of hours or null' })
    .int()
    .min(1)
    .max(8760)
    .nullable()
    .default(null),
});
export const grantRequestSchema = z
  .object({
    xp: z.number({ error: 'XP must be a whole number' }).int().min(-100000).max(100000).default(0),
    gold: z.number({ error: 'Gold must be a whole number' }).int().min(-100000).max(100000).default(0),
    reason: safeText()
      .trim()
      .max(500)
      .default('Admin gift')
      .transform((r) => r || 'Admin gift'),
  })
  .refine((g) => g.xp !== 0 || g.gold !== 0, {
    error: 'Grant a non-zero amount of XP or gold',
    path: ['xp'],
  });
export const messageRequestSchema = z.object({
  subject: safeText({ error: 'A subject is required' })
    .trim()
    .min(1, { error: 'A subject is required' })
    .max(200),
  message: safeText({ error: 'A message is required' })
    .trim()
    .min(1, { error: 'A message is required' })
    .max(2000),
  priority: z.enum(['low', 'normal', 'high', 'urgent'], { error: 'Unknown priority' }).default('normal'),
});
export const roleRequestSchema = z.object({ role: roleSchema });
export const resetRequestSchema = z.object({
  resetType: z.enum(['partial', 'full'], { error: 'Reset type must be partial or full' }).default('partial'),
});
export const deleteRequestSchema = z.object({ reason: reason('delete an account') });

export const auditEntrySchema = z.object({
  id: safeText(),
  adminUserId: safeText().nullable(),
  actorUserId: safeText().nullable(),
  actor: safeText(),
  action: safeText(),
  resourceType: safeText(),
  resourceId: safeText().nullable(),
  oldValues: z.record(safeText(), z.unknown()).nullable(),
  newValues: z.record(safeText(), z.unknown()).nullable(),
  ipAddress: safeText().nullable(),
  userAgent: safeText().nullable(),
  timestamp: safeText(),
});
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema });
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});

/** `PATCH /api/admin/feature-flags/:name`: a name that could not be stored names no flag. */
export const featureFlagParamSchema = z.object({ name: safeText().min(1).max(100) });

export const featureFlagSchema = z.object({
  name: safeText(),
  description: safeText().nullable(),
  isEnabled: z.boolean(),
  rolloutPercentage: z.number().int(),
  updatedAt: safeText(),
});
export const updateFeatureFlagSchema = z
  .object({
    isEnabled: z.boolean().optional(),
    rolloutPercentage: z
      .number()
      .int()
      .min(0, { error: 'Rollout must be 0 to 100' })
      .max(100, { error: 'Rollout must be 0 to 100' })
      .optional(),
  })
  .refine((b) => b.isEnabled !== undefined || b.rolloutPercentage !== undefined, {
    error: 'Nothing to change',
  });

/** `POST /api/admin/login`: who signed in to the admin area. */
export const adminLoginResponseSchema = z.object({
  user: z.object({ username: safeText(), role: adminRoleSchema }),
});

/** `GET /api/admin/accounts`: the admin area's own accounts, oldest first. */
export const adminAccountSchema = z.object({
  id: safeText(),
  username: safeText(),
  role: adminRoleSchema,
  isActive: z.boolean(),
  lastLogin: safeText().nullable(),
  /** The username of the admin who created the account; null for the first admin. */
  createdBy: safeText().nullable(),
  createdAt: safeText(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const createdAdminAccountSchema = z.object({
  id: safeText(),
  username: safeText(),
  role: adminRoleSchema,
});
export type FeatureFlag = z.infer<typeof featureFlagSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AdminStats = z.infer<typeof adminStatsSchema>;
export type UsersQuery = z.infer<typeof usersQuerySchema>;
/** `POST /api/admin/setup`: the first admin account. */
export const adminSetupResponseSchema = z.object({ user: createdAdminAccountSchema });
