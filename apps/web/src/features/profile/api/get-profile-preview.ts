import type { ProfilePreview } from '@ladder/shared/schemas/sharing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/query-keys/profile';

/** A member's public page (docs/api/sharing.md); a 404 is an answer, not something to retry. */
export const profilePreviewQueryOptions = (username: string) =>
  queryOptions({
    queryKey: profileKeys.preview(username),
    queryFn: () => api<ProfilePreview>(`/users/preview/${encodeURIComponent(username)}`),
    retry: false,
  });

export const useProfilePreview = (username: string) => useQuery(profilePreviewQueryOptions(username));
