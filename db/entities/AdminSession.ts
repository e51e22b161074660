import { defineEntity, p } from '@mikro-orm/core';
import { AdminUser } from './AdminUser.ts';
import { createdAt, uuidPrimaryKey } from './base.ts';

/** The row behind an admin-area JWT: its `id` is the token's `jti`, so logout and expiry revoke it. */
const AdminSessionSchema = defineEntity({
  name: 'AdminSession',
  tableName: 'admin_sessions',
  properties: {
    id: uuidPrimaryKey(),
    adminUser: () => p.manyToOne(AdminUser).deleteRule('cascade').index('admin_sessions_admin_user_idx'),
    /** SHA-256 of the issued token, for audit; validity is decided by `isActive` and `expiresAt`. */
    sessionToken: p.string().length(64).unique('admin_sessions_session_token_unique'),
    expiresAt: p.datetime(),
    ipAddress: p.string().length(64).nullable(),
    userAgent: p.string().length(500).nullable(),
    isActive: p.boolean().default(true),
    createdAt: createdAt(),
  },
});

export class AdminSession extends AdminSessionSchema.class {}
AdminSessionSchema.setClass(AdminSession);

export { AdminSessionSchema };
