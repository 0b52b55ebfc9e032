import type { ProfileItem, ProfileItemInput, ProfileItems } from '@ladder/shared/schemas/profile';
import type { WorkCodeSent } from '@ladder/shared/schemas/profile-verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/query-keys/profile';
import { uploadFile } from '../../../lib/upload-file';

/** `GET /users/{id}/profile-items`: the experience and education the reader may see, newest first. */
export const useProfileItems = (userId: string) =>
  useQuery({
    queryKey: profileKeys.items(userId),
    queryFn: () => api<ProfileItems>(`/users/${encodeURIComponent(userId)}/profile-items`),
  });

/** Add (no id) or change (an id) one of one's own items, then read the list again in its order. */
export function useSaveProfileItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ProfileItemInput }) =>
      api<ProfileItem>(id ? `/users/current/me/profile-items/${id}` : '/users/current/me/profile-items', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.items(userId) }),
  });
}

export function useDeleteProfileItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/users/current/me/profile-items/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.items(userId) }),
  });
}

/** Mails a 6-digit code to an address at the item's workplace or school (docs/api/profile.md "Verified workplace or school"). */
export const useRequestWorkCode = () =>
  useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) =>
      api<WorkCodeSent>(`/users/current/me/profile-items/${id}/verification`, { method: 'POST', body: { email } }),
  });

/** Verifies the item with the mailed code, then reads the list again with its badge. */
export function useConfirmWorkCode(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code }: { id: string; code: string }) =>
      api<void>(`/users/current/me/profile-items/${id}/verification/confirm`, { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.items(userId) }),
  });
}

export function useRemoveVerification(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/users/current/me/profile-items/${id}/verification`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.items(userId) }),
  });
}

/** A certificate's file (PDF, PNG or JPEG): sent to its upload target, replacing the one it had. */
export function useUploadCertificateFile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, file }: { itemId: string; file: File }) =>
      uploadFile<ProfileItem>(`users/${userId}/profile-items/${itemId}/file`, file, file.name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.items(userId) }),
  });
}

export function useRemoveCertificateFile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api<void>(`/users/current/me/profile-items/${itemId}/file`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.items(userId) }),
  });
}
