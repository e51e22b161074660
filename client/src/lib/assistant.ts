/**
 * The Quest Companion opens from anywhere through one window event (spec 001 section 2), so a
 * screen asks for it without importing the companion feature. No zod here: the app shell listens
 * for the event on every page, the landing page included; the companion parses the detail itself
 * (features/ai/utils/open-assistant-detail.ts).
 */
export const OPEN_ASSISTANT_EVENT = 'openAIAssistant';

/** What a screen may hand over: a task or quest to break into steps. */
export interface OpenAssistantDetail {
  breakdown?: { title: string; description?: string | null | undefined } | undefined;
}

export function openAssistant(detail: OpenAssistantDetail = {}): void {
  window.dispatchEvent(new CustomEvent(OPEN_ASSISTANT_EVENT, { detail }));
}
