import { z } from 'zod';
import { chatMessageSchema, sendChatRequestSchema } from '../api/chat.ts';
import { safeText } from '../text.ts';

/** Client -> server `chat:send`; the acknowledgement carries the stored message. */
export const chatSendPayloadSchema = sendChatRequestSchema;
export type ChatSendPayload = z.infer<typeof chatSendPayloadSchema>;

/** Server -> party `chat:message`. */
export const chatMessagePayloadSchema = z.object({ message: chatMessageSchema });
export type ChatMessagePayload = z.infer<typeof chatMessagePayloadSchema>;

/** Server -> party `chat:removed`: a moderator removed a message. */
export const chatRemovedPayloadSchema = z.object({ partyId: safeText(), messageId: safeText() });
export type ChatRemovedPayload = z.infer<typeof chatRemovedPayloadSchema>;
