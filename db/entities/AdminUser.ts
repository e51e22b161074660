import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidPrimaryKey } from './base.ts';

export const ADMIN_ROLES = ['admin', 'moderator'] as const;

/** An account of the separate admin area (not a player). */
const AdminUserSchema = defineEntity({
  name: 'AdminUser',
  tableName: 'admin_users',
  properties: {
    id: uuidPrimaryKey(),
    username: p.string().length(40),
    password: p.string().length(255).hidden().lazy(),
    role: p.enum(ADMIN_ROLES).default('moderator'),
    isActive: p.boolean().default(true),
    lastLogin: p.datetime().nullable(),
    createdBy: () => p.manyToOne(AdminUser).nullable().deleteRule('set null'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  uniques: [
    {
      name: 'admin_users_username_lower_unique',
      expression:
        'create unique index "admin_users_username_lower_unique" on "admin_users" (lower("username"))',
    },
  ],
});

export class AdminUser extends AdminUserSchema.class {}
AdminUserSchema.setClass(AdminUser);

export { AdminUserSchema };
