import { z } from 'zod';
import { AI_SOURCES, chatRequestSchema } from '../api/ai.ts';
import { safeText } from '../text.ts';

/** Client -> server `ai:chat`. */
export const aiChatPayloadSchema = chatRequestSchema.extend({
  requestId: safeText().trim().min(1).max(64),
});
export type AiChatPayload = z.infer<typeof aiChatPayloadSchema>;

/** The `ai:chat` acknowledgement (DESIGN section 8); the client parses it with this schema. */
export const aiChatAckSchema = z.union([
  z.object({ ok: z.literal(true), requestId: safeText() }),
  z.object({ ok: z.literal(false), error: z.object({ code: safeText(), message: safeText() }) }),
]);
export type AiChatAck = z.infer<typeof aiChatAckSchema>;

export const aiChatStartSchema = z.object({ requestId: safeText(), source: z.enum(AI_SOURCES) });
export const aiChatDeltaSchema = z.object({ requestId: safeText(), delta: safeText() });
export const aiChatDoneSchema = z.object({ requestId: safeText(), message: safeText() });
export const aiChatErrorSchema = z.object({ requestId: safeText(), code: safeText(), message: safeText() });
export type AiChatStart = z.infer<typeof aiChatStartSchema>;
export type AiChatDelta = z.infer<typeof aiChatDeltaSchema>;
export type AiChatDone = z.infer<typeof aiChatDoneSchema>;
export type AiChatError = z.infer<typeof aiChatErrorSchema>;
