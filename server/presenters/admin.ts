import type { AdminUser as AdminAccountEntity } from '../../db/entities/AdminUser.ts';
import type { AuditLog } from '../../db/entities/AuditLog.ts';
import type {
  AdminAccount,
  AdminMe,
  AdminUser as AdminUserDto,
  FeatureFlag as FeatureFlagDto,
} from '../../protocol/api/admin.ts';
import type { AdminActor } from '../admin/actor.ts';
import type { FeatureFlagRecord } from '../data/featureFlags.ts';
import type { UserRecord } from '../data/userRecords.ts';
import { type Role, targetActions } from '../policies/roles.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A player as the admin lists show them to `viewer`, with what the viewer may do to them. */
export const presentAdminUser = (u: UserRecord, viewer: Role): AdminUserDto => ({
  id: u.id,
  username: u.username,
  email: u.email,
  role: u.role,
  isActive: u.isActive,
  isBanned: u.isBanned,
  banReason: u.banReason ?? null,
  banExpiresAt: iso(u.banExpiresAt),
  emailVerified: u.emailVerified,
  level: u.level,
  experience: u.experience,
  gold: u.gold,
  createdAt: u.createdAt.toISOString(),
  lastActivity: iso(u.lastActivity),
  actions: targetActions(viewer, u.role),
});

/** Exactly `{ id, username, role }` (DESIGN section 8); the admin area reads its abilities with `abilitiesOf`. */
export const presentAdminMe = (a: AdminActor): AdminMe => ({
  id: a.kind === 'account' ? a.adminUserId : a.userId,
  username: a.username,
  role: a.role,
});

export const presentAuditEntry = (a: AuditLog) => ({
  id: a.id,
  adminUserId: a.adminUser?.id ?? null,
  actorUserId: a.actorUser?.id ?? null,
  actor: a.adminUser?.username ?? a.actorUser?.username ?? 'unknown',
  action: a.action,
  resourceType: a.resourceType,
  resourceId: a.resourceId ?? null,
  oldValues: a.oldValues ?? null,
  newValues: a.newValues ?? null,
  ipAddress: a.ipAddress ?? null,
  userAgent: a.userAgent ?? null,
  timestamp: a.timestamp.toISOString(),
});

export const presentFlag = (f: FeatureFlagRecord): FeatureFlagDto => ({
  name: f.name,
  description: f.description ?? null,
  isEnabled: f.isEnabled,
  rolloutPercentage: f.rolloutPercentage,
  updatedAt: f.updatedAt.toISOString(),
});

export const presentAdminAccount = (a: AdminAccountEntity): AdminAccount => ({
  id: a.id,
  username: a.username,
  role: a.role,
  isActive: a.isActive,
  lastLogin: a.lastLogin ? a.lastLogin.toISOString() : null,
  createdBy: a.createdBy?.username ?? null,
  createdAt: a.createdAt.toISOString(),
});
