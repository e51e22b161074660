import { defineEntity, p } from '@mikro-orm/core';

/**
 * The player session store (spec: sid, sess, expire). `userId` is copied out of `sess` so that every
 * session of one user can be ended at once (logout everywhere, ban).
 */
const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    sid: p.string().length(64).primary(),
    sess: p.json<Record<string, unknown>>(),
    expire: p.datetime().index('session_expire_idx'),
    userId: p.uuid().nullable().index('session_user_idx'),
    /** The browser that signed in (shown in the player's session list as a device). */
    userAgent: p.string().length(500).nullable(),
    /** Last request seen on this session, written at most every few minutes. */
    lastSeenAt: p.datetime().nullable(),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);

export { SessionSchema };
