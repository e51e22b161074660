import { z } from 'zod';

export const CHAT_MESSAGE_MAX = 500;
/** How many messages the boss screen shows. */
export const CHAT_HISTORY = 200;

export const chatMessageSchema = z.object({
  id: z.string(),
  partyId: z.string(),
  userId: z.string(),
  username: z.string(),
  /** Empty once removed by a moderator. */
  text: z.string(),
  removed: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const sendChatRequestSchema = z.object({
  text: z
    .string({ error: 'Write a message first' })
    .trim()
    .min(1, { error: 'Write a message first' })
    .max(CHAT_MESSAGE_MAX, { error: `Messages can be at most ${CHAT_MESSAGE_MAX} characters` }),
});
