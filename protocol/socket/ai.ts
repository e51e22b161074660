import { z } from 'zod';
import { AI_SOURCES, chatRequestSchema } from '../api/ai.ts';

/** Client -> server `ai:chat`. */
export const aiChatPayloadSchema = chatRequestSchema.extend({
  requestId: z.string().trim().min(1).max(64),
});
export type AiChatPayload = z.infer<typeof aiChatPayloadSchema>;

/** The `ai:chat` acknowledgement (DESIGN section 8); the client parses it with this schema. */
export const aiChatAckSchema = z.union([
  z.object({ ok: z.literal(true), requestId: z.string() }),
  z.object({ ok: z.literal(false), error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type AiChatAck = z.infer<typeof aiChatAckSchema>;

export const aiChatStartSchema = z.object({ requestId: z.string(), source: z.enum(AI_SOURCES) });
export const aiChatDeltaSchema = z.object({ requestId: z.string(), delta: z.string() });
export const aiChatDoneSchema = z.object({ requestId: z.string(), message: z.string() });
export const aiChatErrorSchema = z.object({ requestId: z.string(), code: z.string(), message: z.string() });
export type AiChatStart = z.infer<typeof aiChatStartSchema>;
export type AiChatDelta = z.infer<typeof aiChatDeltaSchema>;
export type AiChatDone = z.infer<typeof aiChatDoneSchema>;
export type AiChatError = z.infer<typeof aiChatErrorSchema>;
