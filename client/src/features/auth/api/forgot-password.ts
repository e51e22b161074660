import { type EmailOnlyRequest, type MessageResponse, messageResponseSchema } from '@protocol/api/auth.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';

export async function forgotPassword(body: EmailOnlyRequest): Promise<MessageResponse> {
  return messageResponseSchema.parse(await apiRequest('POST', '/api/forgot-password', body));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
