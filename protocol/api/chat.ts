import { z } from 'zod';
import { safeText } from '../text.ts';

export const CHAT_MESSAGE_MAX = 500;
/** How many messages the boss screen shows. */
export const CHAT_HISTORY = 200;

export const chatMessageSchema = z.object({
  id: safeText(),
  partyId: safeText(),
  userId: safeText(),
  username: safeText(),
  /** Empty once removed by a moderator. */
  text: safeText(),
  removed: z.boolean(),
  createdAt: safeText(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const sendChatRequestSchema = z.object({
  text: safeText({ error: 'Write a message first' })
    .trim()
    .min(1, { error: 'Write a message first' })
    .max(CHAT_MESSAGE_MAX, { error: `Messages can be at most ${CHAT_MESSAGE_MAX} characters` }),
});
