import {
  type MessageResponse,
  messageResponseSchema,
  type ResetPasswordRequest,
} from '@protocol/api/auth.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';

export async function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return messageResponseSchema.parse(await apiRequest('POST', '/api/reset-password', body));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
