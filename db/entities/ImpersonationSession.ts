import { defineEntity, p } from '@mikro-orm/core';
import { AdminUser } from './AdminUser.ts';
import { uuidPrimaryKey } from './base.ts';
import { User } from './User.ts';

const ImpersonationSessionSchema = defineEntity({
  name: 'ImpersonationSession',
  tableName: 'impersonation_sessions',
  properties: {
    id: uuidPrimaryKey(),
    adminUser: () => p.manyToOne(AdminUser).deleteRule('cascade'),
    targetUser: () => p.manyToOne(User).deleteRule('cascade'),
    startedAt: p.datetime().onCreate(() => new Date()),
    endedAt: p.datetime().nullable(),
    isActive: p.boolean().default(true),
    ipAddress: p.string().length(64).nullable(),
    reason: p.string().length(500),
  },
});

export class ImpersonationSession extends ImpersonationSessionSchema.class {}
ImpersonationSessionSchema.setClass(ImpersonationSession);

export { ImpersonationSessionSchema };
