import type { PrivateUser, updateMeSchema } from '@ladder/shared/schemas/users';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

/** The profile form's model: what it edits, drawn from the member, and where the server's errors go. */
export type ProfileInput = z.input<typeof updateMeSchema>;
export type ProfileOutput = z.output<typeof updateMeSchema>;

export const PROFILE_FIELDS = [
  'username',
  'name',
  'date_of_birth',
  'headline',
  'bio',
  'phone_numbers',
  'external_link_urls',
  'working_industry_id',
  'default_theme',
  'default_language',
] as const satisfies Path<ProfileInput>[];
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The form's values for a member: no headline or bio is an empty box. */
export const profileValues = (user: Pick<PrivateUser, ProfileField>): ProfileInput => ({
  username: user.username,
  name: user.name,
  date_of_birth: user.date_of_birth,
  headline: user.headline ?? '',
  bio: user.bio ?? '',
  phone_numbers: user.phone_numbers,
  external_link_urls: user.external_link_urls,
  working_industry_id: user.working_industry_id,
  default_theme: user.default_theme,
  default_language: user.default_language,
});

/**
 * The server's refusals, each on the field it belongs to: an error on one link or number
 * (`external_link_urls.2`) goes on its list, a taken username on the username. Empty when none
 * belongs to a field: the caller then shows a toast.
 */
export function profileErrors(error: unknown): { field: ProfileField; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const placed = error.fieldErrors.flatMap(({ field, message }) => {
    const root = PROFILE_FIELDS.find((name) => name === field.split('.')[0]);
    return root ? [{ field: root, message }] : [];
  });
  if (error.code === 'USERNAME_TAKEN') placed.push({ field: 'username', message: error.detail });
  return placed;
}
