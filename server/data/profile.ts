import type { Updateable } from 'kysely';
import type { Em } from '../../db/orm.ts';
import { type Database, db } from './database.ts';
import { type UserRecord, userRecordOf } from './userRecords.ts';
import { violatedUnique } from './users.ts';

/** What a player changes of their own profile: names, language and zone, settings, avatar. */
export type ProfileChange = Pick<
  Updateable<Database['users']>,
  | 'username'
  | 'nickname'
  | 'first_name'
  | 'last_name'
  | 'language'
  | 'timezone'
  | 'clan_notifications'
  | 'share_quest_titles'
  | 'resting'
  | 'quick_add_parsing'
  | 'notification_prefs'
  | 'avatar_style'
  | 'avatar_color'
  | 'avatar_accessory'
  | 'avatar_skin'
  | 'avatar_hair'
>;

/**
 * Writes a change to the player's profile: the player as written, the player as given when there
 * is nothing to change (no statement), or null when the new username is another account's (the
 * unique index on lower(username) decides between two racing changes). `updated_at` takes the
 * system's time, as the entity's flush stamped it.
 */
export async function writeProfile(
  em: Em,
  player: UserRecord,
  change: ProfileChange,
): Promise<UserRecord | null> {
  if (Object.keys(change).length === 0) return player;
  try {
    const row = await db(em)
      .updateTable('users')
      .set({ ...change, updated_at: new Date() })
      .where('id', '=', player.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return userRecordOf(row);
  } catch (err) {
    if (violatedUnique(err) === null) throw err;
    return null;
  }
}
