import { defineEntity, p } from '@mikro-orm/core';
import { User } from './User.ts';

/**
 * A player's secret calendar address (DESIGN section 14): one per player, its token stored as a
 * SHA-256 only (the address itself is shown once, when it is made). Replacing it makes the old
 * address answer 404; deleting it turns the feed off. Read and written by plain statements only
 * (`server/data/calendarFeeds.ts`).
 */
const CalendarFeedSchema = defineEntity({
  name: 'CalendarFeed',
  tableName: 'calendar_feeds',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    tokenHash: p.string().length(64).unique('calendar_feeds_token_hash_unique'),
    createdAt: p.datetime(),
  },
});

export class CalendarFeed extends CalendarFeedSchema.class {}
CalendarFeedSchema.setClass(CalendarFeed);

export { CalendarFeedSchema };
