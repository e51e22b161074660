import { type chatRequestSchema, chatResponseSchema } from '@protocol/api/ai.ts';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api.ts';

export type ChatRequest = z.input<typeof chatRequestSchema>;

/** POST /api/ai/chat: the whole reply at once, used while the live connection is down. */
export async function postChat(body: ChatRequest) {
  return chatResponseSchema.parse(await apiRequest('POST', '/api/ai/chat', body));
}
