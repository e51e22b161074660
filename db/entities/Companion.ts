import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, uuidPrimaryKey } from './base.ts';
import { Item } from './Item.ts';
import { User } from './User.ts';

/** A companion a player owns (bought as an item of type pet); at most one per kind. */
const CompanionSchema = defineEntity({
  name: 'Companion',
  tableName: 'companions',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    item: () => p.manyToOne(Item),
    name: p.string().length(60),
    type: p.string().length(64),
    level: p.integer().default(1),
    experience: p.integer().default(0),
    happiness: p.integer().default(50),
    abilities: p.array().default([]),
    isActive: p.boolean().default(false),
    lastFedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
  uniques: [{ name: 'companions_user_type_unique', properties: ['user', 'type'] }],
  checks: [
    { name: 'companions_happiness_in_range', expression: 'happiness >= 0 and happiness <= 100' },
    { name: 'companions_level_positive', expression: 'level >= 1 and experience >= 0' },
  ],
});

export class Companion extends CompanionSchema.class {}
CompanionSchema.setClass(Companion);

export { CompanionSchema };
