import { z } from 'zod';
import { USERNAME_MAX } from '../limits.ts';
import { safeText } from '../text.ts';

/** How long an invite (a link or one to a named player) stays open. */
export const PARTY_INVITE_DAYS = 7;

/** A link's token: 32 random bytes, base64url (43 characters). */
export const inviteTokenSchema = safeText().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * `POST /api/parties/invite-link`: a new link (it replaces the party's previous one). The token is
 * shown this once: only its hash is kept.
 */
export const inviteLinkSchema = z.object({
  token: safeText(),
  expiresAt: safeText(),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;

/** `GET /api/parties/invite-link`: whether the party has an open link, and until when. */
export const inviteLinkStatusSchema = z.object({
  active: z.boolean(),
  expiresAt: safeText().nullable(),
});
export type InviteLinkStatus = z.infer<typeof inviteLinkStatusSchema>;

/** `GET /api/party-invites/link/{token}`: what the invited player sees before joining. */
export const invitePreviewSchema = z.object({
  partyId: safeText(),
  name: safeText(),
  leaderName: safeText().nullable(),
  memberCount: z.number().int(),
  maxMembers: z.number().int(),
  expiresAt: safeText(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** `POST /api/parties/invites`: invite one player by username. */
export const invitePlayerRequestSchema = z.object({
  username: safeText({ error: 'Username is required' })
    .trim()
    .min(1, { error: 'Username is required' })
    .max(USERNAME_MAX, { error: 'No player with that username.' }),
});

/** The invite sent (201), or the one already open for that player (200: nothing new is sent). */
export const playerInviteSchema = z.object({
  id: safeText(),
  username: safeText(),
  expiresAt: safeText(),
  /** True when the player was already invited (200): nothing new was sent. */
  alreadyInvited: z.boolean(),
});
export type PlayerInvite = z.infer<typeof playerInviteSchema>;

/** What a `party_invite` notification's `data` names. */
export const partyInviteNotificationDataSchema = z.object({
  inviteId: safeText(),
  partyId: safeText(),
  partyName: safeText(),
  inviterName: safeText(),
});
