import type { DataExport } from '@ladder/shared/schemas/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/query-keys/account';

/** How often the page looks again while the archive is being built. */
const PENDING_POLL_MS = 3000;

/** The newest download of one's data (docs/api/people-and-career-tracks.md "Downloading one's data"). */
export function useDataExport() {
  return useQuery({
    queryKey: accountKeys.dataExport,
    queryFn: () => api<DataExport | null>('/users/current/me/export'),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<DataExport>('/users/current/me/export', { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData(accountKeys.dataExport, answer),
  });
}

/** The ready archive, saved by the browser as a file. */
export async function downloadDataExport(): Promise<void> {
  const blob = await api<Blob>('/users/current/me/export/download', { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'ladder-data.zip';
  link.click();
  URL.revokeObjectURL(url);
}
