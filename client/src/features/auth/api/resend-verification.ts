import { type EmailOnlyRequest, type MessageResponse, messageResponseSchema } from '@protocol/api/auth.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';

export async function resendVerification(body: EmailOnlyRequest): Promise<MessageResponse> {
  return messageResponseSchema.parse(await apiRequest('POST', '/api/resend-verification', body));
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
