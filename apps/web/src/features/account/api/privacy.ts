import type { PrivacySettings, PrivacySettingsInput } from '@ladder/shared/schemas/privacy-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/query-keys/account';

const PATH = '/users/current/me/privacy';

/** Who sees one's follow lists, likes and comments, skills and goals (docs/decisions/0060-privacy-settings.md). */
export const usePrivacySettings = () =>
  useQuery({ queryKey: accountKeys.privacy, queryFn: () => api<PrivacySettings>(PATH) });

export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PrivacySettingsInput) => api<PrivacySettings>(PATH, { method: 'PUT', body: input }),
    // The choice shows at once; a failure puts the saved one back.
    onMutate: (input) => {
      const before = queryClient.getQueryData<PrivacySettings>(accountKeys.privacy);
      if (before) queryClient.setQueryData(accountKeys.privacy, { ...before, ...input });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(accountKeys.privacy, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.privacy, saved),
  });
}
