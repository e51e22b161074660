import {
  type BreakdownResponse,
  type breakdownRequestSchema,
  breakdownResponseSchema,
} from '@protocol/api/ai.ts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api.ts';
import { classifyError, goToSignIn } from '../utils/ai-errors.ts';

export type BreakdownRequest = z.input<typeof breakdownRequestSchema>;

/** POST /api/ai/breakdown: steps (title, description, estimatedMinutes) and tips. */
export async function requestBreakdown(body: BreakdownRequest): Promise<BreakdownResponse> {
  return breakdownResponseSchema.parse(await apiRequest('POST', '/api/ai/breakdown', body));
}

/** The screen shows the result and any failure inline; a 401 goes to the sign-in screen. */
export function useBreakdown() {
  return useMutation({
    mutationFn: requestBreakdown,
    onError: (error) => {
      if (classifyError(error) === 'signedOut') goToSignIn();
    },
  });
}
