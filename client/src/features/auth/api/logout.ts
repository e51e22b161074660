import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

/** Logout asks the server, then goes to / whatever the answer (spec section 4). */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.error('Logout failed', error),
    onSettled: () => window.location.assign('/'),
  });
}
