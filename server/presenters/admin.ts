import type { AuditLog } from '../../db/entities/AuditLog.ts';
import type { User } from '../../db/entities/User.ts';
import type { AdminUser as AdminUserDto } from '../../protocol/api/admin.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const presentAdminUser = (u: User): AdminUserDto => ({
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
