import type { PrivateUser } from '@ladder/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../lib/query-keys/users';
import { useSession } from '../../../lib/session';
import { UPLOAD_MAX_BYTES, uploadFile } from '../../../lib/upload-file';

export type PhotoKind = 'profile_photo' | 'cover_photo';

/** docs/product.md "Validation rules" (photo, cover): one png, jpg or jpeg image, at most 5 MB. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;
export const PHOTO_MAX_BYTES = UPLOAD_MAX_BYTES;

const uploadPhoto = (userId: string, kind: PhotoKind, file: Blob, name: string) =>
  uploadFile<PrivateUser>(`users/${userId}/${kind}`, file, name);

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
