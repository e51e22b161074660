import type { LoginRequest } from '@protocol/api/auth.ts';
import { type User, userSchema } from '@protocol/api/user.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';

export async function login(body: LoginRequest): Promise<User> {
  return userSchema.parse(await apiRequest('POST', '/api/login', body));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
