import { ADMIN_PAGE_SIZE, auditPageSchema } from '@protocol/api/admin.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';

export const auditLogQueryKey = ['/api/admin/audit-log'] as const;

export async function getAuditLog(page: number) {
  return auditPageSchema.parse(
    await apiRequest('GET', `/api/admin/audit-log?page=${page}&limit=${ADMIN_PAGE_SIZE}`),
  );
}

/** GET /api/admin/audit-log, newest first, 20 a page (admins only). */
export function useAuditLog(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...auditLogQueryKey, page],
    queryFn: () => getAuditLog(page),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
