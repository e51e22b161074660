import { z } from 'zod';
import type { OpenAssistantDetail } from '@/lib/assistant.ts';

const openAssistantDetailSchema = z.object({
  breakdown: z
    .object({
      title: z.string().trim().min(1).max(200),
      description: z.string().max(2000).nullish(),
    })
    .optional(),
}) satisfies z.ZodType<OpenAssistantDetail>;

/** The `openAIAssistant` event's detail, parsed: anything else on the page may dispatch it, so it is never trusted. */
export function readOpenAssistantDetail(event: Event): OpenAssistantDetail {
  const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
  const parsed = openAssistantDetailSchema.safeParse(detail ?? {});
  return parsed.success ? parsed.data : {};
}
