import { PRIVACY_POLICY_VERSION } from '@ladder/shared/constants';
import type { Plan } from '@ladder/shared/schemas/people';
import type { PrivateUser, PublicUser } from '@ladder/shared/schemas/users';
import { smallPhotoKey } from '../../storage/photo-keys';
import type { Actor } from './actor';

export type MediaUrl = (key: string | null) => string | null;

/**
 * Decides what of a member leaves the server. The public view never carries the
 * email, phone numbers (the verified one included, masked or not), birth date or settings; no view carries the password hash.
 */
/** `isPhoneRequired`: PHONE_VERIFICATION is on (docs/api/phone.md). */
export function createUsersPresenter(mediaUrl: MediaUrl, isPhoneRequired: boolean) {
  /** `isFollowed`: whether the viewer follows this member (never for oneself). */
  function toPublic(user: Actor, isFollowed = false): PublicUser {
    return {
      id: user.id,
      name: user.name,
      username: user.username,
      headline: user.headline,
      bio: user.bio,
      external_link_urls: user.external_link_urls,
      working_industry_id: user.working_industry_id,
      photo_path: mediaUrl(user.photo_path),
      photo_small_path: mediaUrl(smallPhotoKey(user.photo_path)),
      cover_photo_path: mediaUrl(user.cover_photo_path),
      identity_verified: user.identity_verified,
      total_followings: user.total_followings,
      total_followers: user.total_followers,
      is_active: user.is_active,
      is_followed: isFollowed,
    };
  }

  function toPrivate(user: Actor, plan: Plan): PrivateUser {
    return {
      ...toPublic(user),
      email: user.email,
      is_superuser: user.is_superuser,
      term_privacy_accepted_at: user.term_privacy_accepted_at?.toISOString() ?? null,
      term_privacy_version: user.term_privacy_version,
      consent_required: user.term_privacy_version !== PRIVACY_POLICY_VERSION,
      default_language: user.default_language,
      default_theme: user.default_theme,
      date_of_birth: user.date_of_birth,
      phone_numbers: user.phone_numbers,
      verified_phone: user.verified_phone,
      phone_verification_required: isPhoneRequired && user.verified_phone === null,
      signin_with: user.signin_with,
      created_at: user.created_at.toISOString(),
      plan,
      first_run_done_at: user.first_run_done_at?.toISOString() ?? null,
    };
  }

  return { toPublic, toPrivate };
}

export type UsersPresenter = ReturnType<typeof createUsersPresenter>;
