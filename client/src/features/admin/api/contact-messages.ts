import { CONTACT_PAGE_SIZE, contactMessageSchema, contactMessagesPageSchema } from '@protocol/api/contact.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { adminFailureToast } from '@/features/admin/notices.ts';
import { apiRequest } from '@/lib/api.ts';
import { auditLogQueryKey } from './audit-log.ts';

export const contactMessagesQueryKey = ['/api/admin/contact-messages'] as const;

export async function getContactMessages(page: number) {
  return contactMessagesPageSchema.parse(
    await apiRequest('GET', `/api/admin/contact-messages?page=${page}&limit=${CONTACT_PAGE_SIZE}`),
  );
}

/** GET /api/admin/contact-messages: messages to the team, newest first, 20 a page (admins only). */
export function useContactMessages(page: number) {
  return useQuery({
    queryKey: [...contactMessagesQueryKey, page],
    queryFn: () => getContactMessages(page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export async function markContactHandled(id: string) {
  return contactMessageSchema.parse(
    await apiRequest('POST', `/api/admin/contact-messages/${encodeURIComponent(id)}/handle`),
  );
}

/** 'Mark handled': a notice either way; the list (and the audit log) are read again. */
export function useMarkContactHandled() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactHandled,
    onSuccess: (message) => {
      toast({ title: t('admin.area.messages.marked'), description: message.email, variant: 'success' });
    },
    onError: (error) => adminFailureToast(t, t('admin.area.messages.markFailed'), error),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contactMessagesQueryKey });
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
    },
  });
}
