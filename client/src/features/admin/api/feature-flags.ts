import { type FeatureFlag, featureFlagSchema } from '@protocol/api/admin.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { adminFailureToast } from '@/features/admin/notices.ts';
import { apiRequest } from '@/lib/api.ts';

export const featureFlagsQueryKey = ['/api/admin/feature-flags'] as const;

export async function getFeatureFlags() {
  return featureFlagSchema.array().parse(await apiRequest('GET', '/api/admin/feature-flags'));
}

/** GET /api/admin/feature-flags (admins only). */
export function useFeatureFlags(enabled: boolean) {
  return useQuery({ queryKey: featureFlagsQueryKey, queryFn: getFeatureFlags, enabled, staleTime: 0 });
}

export type FlagChange = { isEnabled?: boolean; rolloutPercentage?: number };

export async function updateFeatureFlag(name: string, change: FlagChange) {
  return featureFlagSchema.parse(
    await apiRequest('PATCH', `/api/admin/feature-flags/${encodeURIComponent(name)}`, change),
  );
}

/** PATCH one flag: the answer replaces it in the list at once. */
export function useUpdateFeatureFlag() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, change }: { name: string; change: FlagChange }) => updateFeatureFlag(name, change),
    onSuccess: (flag) => {
      queryClient.setQueryData<FeatureFlag[]>(featureFlagsQueryKey, (flags) =>
        flags?.map((f) => (f.name === flag.name ? flag : f)),
      );
      toast({
        title: t('admin.area.flags.saved'),
        description: t('admin.area.flags.savedText', {
          name: flag.name,
          state: flag.isEnabled ? t('admin.area.flags.enabled') : t('admin.area.flags.disabled'),
          rollout: flag.rolloutPercentage,
        }),
        variant: 'success',
      });
    },
    onError: (error) => adminFailureToast(t, t('admin.area.flags.failed'), error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: featureFlagsQueryKey }),
  });
}
