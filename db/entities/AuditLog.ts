import { defineEntity, p } from '@mikro-orm/core';
import { AdminUser } from './AdminUser.ts';
import { uuidPrimaryKey } from './base.ts';
import { User } from './User.ts';

/**
 * One admin action. Written in the same transaction as the action. The actor is either an account
 * of the admin area (`adminUser`) or a player with an admin or moderator role (`actorUser`).
 */
const AuditLogSchema = defineEntity({
  name: 'AuditLog',
  tableName: 'audit_logs',
  properties: {
    id: uuidPrimaryKey(),
    adminUser: () => p.manyToOne(AdminUser).nullable().deleteRule('set null'),
    actorUser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    action: p.string().length(64),
    resourceType: p.string().length(64),
    resourceId: p.string().length(64).nullable(),
    oldValues: p.json<Record<string, unknown>>().nullable(),
    newValues: p.json<Record<string, unknown>>().nullable(),
    ipAddress: p.string().length(64).nullable(),
    userAgent: p.string().length(500).nullable(),
    timestamp: p
      .datetime()
      .onCreate(() => new Date())
      .index('audit_logs_timestamp_idx'),
  },
});

export class AuditLog extends AuditLogSchema.class {}
AuditLogSchema.setClass(AuditLog);

export { AuditLogSchema };
