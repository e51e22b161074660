import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122123327_initial } from './Migration20261122123327_initial.ts';
import { Migration20261122124258_quests_tasks_activity } from './Migration20261122124258_quests_tasks_activity.ts';
import { Migration20261122125439_parties_bosses } from './Migration20261122125439_parties_bosses.ts';
import { Migration20261122131545_economy } from './Migration20261122131545_economy.ts';
import { Migration20261122132419_chat } from './Migration20261122132419_chat.ts';
import { Migration20261122132559_clans_notifications } from './Migration20261122132559_clans_notifications.ts';
import { Migration20261122174057_achievement_figure_indexes } from './Migration20261122174057_achievement_figure_indexes.ts';
import { Migration20261123200000_game_promises } from './Migration20261123200000_game_promises.ts';
import { Migration20261123201000_account } from './Migration20261123201000_account.ts';
import { Migration20261123202000_feed_privacy } from './Migration20261123202000_feed_privacy.ts';
import { Migration20261123203000_reminder_fields } from './Migration20261123203000_reminder_fields.ts';
import { Migration20261123210000_reminder_schedule } from './Migration20261123210000_reminder_schedule.ts';
import { Migration20261123211000_routines } from './Migration20261123211000_routines.ts';
import { Migration20261123212000_sets_and_starters } from './Migration20261123212000_sets_and_starters.ts';
import { Migration20261127171516_contact_messages } from './Migration20261127171516_contact_messages.ts';
import { Migration20261127180000_boss_hits_recent_index } from './Migration20261127180000_boss_hits_recent_index.ts';
import { Migration20261127210000_achievement_counters } from './Migration20261127210000_achievement_counters.ts';
import { Migration20261130120000_push_versions } from './Migration20261130120000_push_versions.ts';
import { Migration20261130130000_push_refusals } from './Migration20261130130000_push_refusals.ts';
import { Migration20261201090000_party_invites } from './Migration20261201090000_party_invites.ts';
import { Migration20261202090000_planning } from './Migration20261202090000_planning.ts';
import { Migration20261202100000_idempotency_keys } from './Migration20261202100000_idempotency_keys.ts';
import { Migration20261202110000_calendar_feeds } from './Migration20261202110000_calendar_feeds.ts';

/**
 * Every committed migration, in order. Listed explicitly so the server never scans folders or
 * compiles TypeScript at start. `npm run db:migration:create` appends new entries here.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122123327_initial', class: Migration20261122123327_initial },
  {
    name: 'Migration20261122124258_quests_tasks_activity',
    class: Migration20261122124258_quests_tasks_activity,
  },
  { name: 'Migration20261122125439_parties_bosses', class: Migration20261122125439_parties_bosses },
  { name: 'Migration20261122131545_economy', class: Migration20261122131545_economy },
  { name: 'Migration20261122132419_chat', class: Migration20261122132419_chat },
  { name: 'Migration20261122132559_clans_notifications', class: Migration20261122132559_clans_notifications },
  {
    name: 'Migration20261122174057_achievement_figure_indexes',
    class: Migration20261122174057_achievement_figure_indexes,
  },
  { name: 'Migration20261123200000_game_promises', class: Migration20261123200000_game_promises },
  { name: 'Migration20261123201000_account', class: Migration20261123201000_account },
  { name: 'Migration20261123202000_feed_privacy', class: Migration20261123202000_feed_privacy },
  { name: 'Migration20261123203000_reminder_fields', class: Migration20261123203000_reminder_fields },
  { name: 'Migration20261123210000_reminder_schedule', class: Migration20261123210000_reminder_schedule },
  { name: 'Migration20261123211000_routines', class: Migration20261123211000_routines },
  { name: 'Migration20261123212000_sets_and_starters', class: Migration20261123212000_sets_and_starters },
  { name: 'Migration20261127171516_contact_messages', class: Migration20261127171516_contact_messages },
  {
    name: 'Migration20261127180000_boss_hits_recent_index',
    class: Migration20261127180000_boss_hits_recent_index,
  },
  {
    name: 'Migration20261127210000_achievement_counters',
    class: Migration20261127210000_achievement_counters,
  },
  { name: 'Migration20261130120000_push_versions', class: Migration20261130120000_push_versions },
  { name: 'Migration20261130130000_push_refusals', class: Migration20261130130000_push_refusals },
  { name: 'Migration20261201090000_party_invites', class: Migration20261201090000_party_invites },
  { name: 'Migration20261202090000_planning', class: Migration20261202090000_planning },
  {
    name: 'Migration20261202100000_idempotency_keys',
    class: Migration20261202100000_idempotency_keys,
  },
  { name: 'Migration20261202110000_calendar_feeds', class: Migration20261202110000_calendar_feeds },
];
