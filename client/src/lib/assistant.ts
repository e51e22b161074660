import { z } from 'zod';

/**
 * The Quest Companion opens from anywhere through one window event (spec 001 section 2), so a
 * screen asks for it without importing the companion feature.
 */
export const OPEN_ASSISTANT_EVENT = 'openAIAssistant';

/** What a screen may hand over: a task or quest to break into steps. */
const openAssistantDetailSchema = z.object({
  breakdown: z
    .object({
      title: z.string().trim().min(1).max(200),
      description: z.string().max(2000).nullish(),
    })
    .optional(),
});
export type OpenAssistantDetail = z.infer<typeof openAssistantDetailSchema>;

export function openAssistant(detail: OpenAssistantDetail = {}): void {
  window.dispatchEvent(new CustomEvent(OPEN_ASSISTANT_EVENT, { detail }));
}

/** The event's detail, parsed: anything else on the page may dispatch it, so it is never trusted. */
export function readOpenAssistantDetail(event: Event): OpenAssistantDetail {
  const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
  const parsed = openAssistantDetailSchema.safeParse(detail ?? {});
  return parsed.success ? parsed.data : {};
}
