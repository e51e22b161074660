import { defineEntity, p } from '@mikro-orm/core';
import { createdAt } from './base.ts';

/** The achievement catalogue; identified by a stable slug so seeds can upsert it. */
const AchievementSchema = defineEntity({
  name: 'Achievement',
  tableName: 'achievements',
  properties: {
    id: p.string().length(64).primary(),
    title: p.string().length(120),
    description: p.string().length(500),
    points: p.integer().default(0),
    icon: p.string().length(64).nullable(),
    /** Titles and descriptions in es, fr, de; English lives in the columns above. */
    translations: p.json<Record<string, { title: string; description: string }>>().nullable(),
    createdAt: createdAt(),
  },
  checks: [{ name: 'achievements_points_non_negative', expression: 'points >= 0' }],
});

export class Achievement extends AchievementSchema.class {}
AchievementSchema.setClass(Achievement);

export { AchievementSchema };
