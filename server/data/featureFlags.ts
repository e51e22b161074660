import type { Selectable } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { type Database, db } from './database.ts';
import { asDate } from './moments.ts';

/** The columns of a flag that the admin area shows and changes. */
const FLAG_COLUMNS = ['id', 'name', 'description', 'is_enabled', 'rollout_percentage', 'updated_at'] as const;
type FlagRow = Pick<Selectable<Database['feature_flags']>, (typeof FLAG_COLUMNS)[number]>;

const flagRecordOf = (row: FlagRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isEnabled: row.is_enabled,
  rolloutPercentage: row.rollout_percentage,
  updatedAt: asDate(row.updated_at),
});

/** A feature flag as the admin area shows it (presenters/admin.ts). */
export type FeatureFlagRecord = ReturnType<typeof flagRecordOf>;

/** Every flag, by name. */
export async function featureFlags(em: Em): Promise<FeatureFlagRecord[]> {
  const rows = await db(em).selectFrom('feature_flags').select(FLAG_COLUMNS).orderBy('name', 'asc').execute();
  return rows.map(flagRecordOf);
}

/** The flag with this name, locked for the rest of the transaction (changes go one at a time); null when none. */
export async function lockFeatureFlag(tx: Em, name: string): Promise<FeatureFlagRecord | null> {
  const row = await db(tx)
    .selectFrom('feature_flags')
    .select(FLAG_COLUMNS)
    .where('name', '=', name)
    .forUpdate()
    .executeTakeFirst();
  return row ? flagRecordOf(row) : null;
}

/** Switches a flag or changes its rollout; `updated_at` moves with it. Answers the flag as changed. */
export async function changeFeatureFlag(
  tx: Em,
  id: string,
  change: { isEnabled?: boolean; rolloutPercentage?: number },
  now: Date,
): Promise<FeatureFlagRecord> {
  const row = await db(tx)
    .updateTable('feature_flags')
    .set({
      ...(change.isEnabled === undefined ? {} : { is_enabled: change.isEnabled }),
      ...(change.rolloutPercentage === undefined ? {} : { rollout_percentage: change.rolloutPercentage }),
      updated_at: now,
    })
    .where('id', '=', id)
    .returning(FLAG_COLUMNS)
    .executeTakeFirstOrThrow();
  return flagRecordOf(row);
}
