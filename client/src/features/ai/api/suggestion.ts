import { type suggestionRequestSchema, suggestionResponseSchema } from '@protocol/api/ai.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api.ts';
import { classifyError, goToSignIn } from '../utils/ai-errors.ts';

export type SuggestionRequest = z.input<typeof suggestionRequestSchema>;
export type Suggestion = z.infer<typeof suggestionResponseSchema>;

/** POST /api/ai/suggestion: which quest to start with, and why. */
export async function requestSuggestion(body: SuggestionRequest): Promise<Suggestion> {
  return suggestionResponseSchema.parse(await apiRequest('POST', '/api/ai/suggestion', body));
}

export function useSuggestion() {
  return useMutation({
    mutationFn: requestSuggestion,
    onError: (error) => {
      if (classifyError(error) === 'signedOut') goToSignIn();
    },
  });
}
