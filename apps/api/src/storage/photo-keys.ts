/** The two sizes of a member's photo (docs/api/people-and-career-tracks.md "Photos"). */
export const PHOTO_KINDS = ['profile_photo', 'cover_photo'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

export const PHOTO_SIZES: Record<PhotoKind, { large: [number, number]; small: [number, number] }> = {
  profile_photo: { large: [400, 400], small: [96, 96] },
  cover_photo: { large: [1500, 500], small: [600, 200] },
};

const STORED_PHOTO = /^users\/[0-9a-f-]{36}\/(profile_photo|cover_photo)\/[0-9a-f-]{36}\.webp$/;
/** A photo stored in one size only, before photos had two (the first demo data). */
const SINGLE_SIZE_PHOTO = /^users\/[0-9a-f-]{36}\/(profile_photo|cover_photo)\/[0-9a-f-]{36}\.(jpg|png)$/;

/** Whether a photo_path is one of our stored photos (not an identity provider's URL). */
export function isStoredPhoto(key: string | null): key is string {
  return key !== null && STORED_PHOTO.test(key);
}

/** The small size's key stored next to a large photo; a provider's URL is its own small size. */
export function smallPhotoKey(key: string | null): string | null {
  if (!key) return null;
  return isStoredPhoto(key) ? key.replace(/\.webp$/, '-small.webp') : key;
}

/** Every stored object of a photo (none for a provider's URL). */
export function photoObjectKeys(key: string | null): string[] {
  if (isStoredPhoto(key)) return [key, key.replace(/\.webp$/, '-small.webp')];
  return key !== null && SINGLE_SIZE_PHOTO.test(key) ? [key] : [];
}
