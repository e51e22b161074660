import { defineEntity, p } from '@mikro-orm/core';
import { AdminUser } from './AdminUser.ts';
import { createdAt, updatedAt, uuidPrimaryKey } from './base.ts';

const FeatureFlagSchema = defineEntity({
  name: 'FeatureFlag',
  tableName: 'feature_flags',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(100).unique('feature_flags_name_unique'),
    description: p.string().length(500).nullable(),
    isEnabled: p.boolean().default(false),
    rolloutPercentage: p.integer().default(0),
    targetUsers: p.array().default([]),
    createdBy: () => p.manyToOne(AdminUser).nullable().deleteRule('set null'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  checks: [
    {
      name: 'feature_flags_rollout_in_range',
      expression: 'rollout_percentage >= 0 and rollout_percentage <= 100',
    },
  ],
});

export class FeatureFlag extends FeatureFlagSchema.class {}
FeatureFlagSchema.setClass(FeatureFlag);

export { FeatureFlagSchema };
