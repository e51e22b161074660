import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema, type RegisterRequest } from '../../../../../protocol/api/auth.ts';
import { userSchema } from '../../../../../protocol/api/user.ts';
import { apiRequest } from '../../../lib/api.ts';

/** Register answers the signed-in user, or a message when the e-mail must be verified first. */
const registerResponseSchema = z.union([userSchema, messageResponseSchema]);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  return registerResponseSchema.parse(await apiRequest('POST', '/api/register', body));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
