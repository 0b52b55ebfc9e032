import type { PrivateUser } from '@ladder/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { userKeys } from '../../../lib/query-keys/users';
import { useSession } from '../../../lib/session';
import { storage } from '../../../lib/storage';

export type PhotoKind = 'profile_photo' | 'cover_photo';

/** docs/product.md "Validation rules" (photo, cover): one png, jpg or jpeg image, at most 5 MB. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;
export const PHOTO_MAX_BYTES = 5_242_880;

async function uploadPhoto(userId: string, kind: PhotoKind, file: Blob, name: string): Promise<PrivateUser> {
  const form = new FormData();
  form.append('files', file, name);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18n.language };
  const token = storage.read('token');
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/v1/utils/upload-files/?path=${encodeURIComponent(`users/${userId}/${kind}`)}`, {
      method: 'POST',
      headers,
      body: form,
    });
  } catch {
    throw new ApiError(0, {}, 'network');
  }
  const body: unknown = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, body, response.statusText);
  return body as PrivateUser;
}

/** Uploads the member's photo or cover; the header avatar and the profile follow at once. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  const { user, setUser } = useSession();
  return useMutation({
    mutationFn: ({ kind, file, name }: { kind: PhotoKind; file: Blob; name: string }) =>
      uploadPhoto(user?.id ?? '', kind, file, name),
    onSuccess: (updated) => {
      setUser(updated);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
