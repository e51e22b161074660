import type { ContactMessage as ContactMessageDto } from '../../protocol/api/contact.ts';
import type { ContactMessageRecord } from '../data/contactMessages.ts';

/** A message to the team as the admin list shows it, with the account it is linked to. */
export const presentContactMessage = (m: ContactMessageRecord): ContactMessageDto => ({
  id: m.id,
  createdAt: m.createdAt.toISOString(),
  email: m.email,
  topic: m.topic,
  message: m.message,
  language: m.language ?? null,
  user: m.user
    ? {
        id: m.user.id,
        username: m.user.username,
        email: m.user.email,
        isBanned: m.user.isBanned,
        isActive: m.user.isActive,
      }
    : null,
  signedIn: m.signedIn,
  handledAt: m.handledAt ? m.handledAt.toISOString() : null,
});
