import {
  profileItemInputSchema,
  type ProfileItem,
  type ProfileItemInput,
  type ProfileItemKind,
  type ProfileVisibility,
} from '@ladder/shared/schemas/profile';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { dateFormat } from '../../../lib/intl';

/**
 * The experience, education and certificate dialog's model: every box a text, "current" (for a
 * certificate "no expiry") a checkbox that stands for no end month. The shared schema checks what it sends (its messages are catalog keys).
 */
export interface ProfileItemValues {
  kind: ProfileItemKind;
  title: string;
  organization: string;
  place: string;
  start_month: string;
  end_month: string;
  is_current: boolean;
  description: string;
  visibility: ProfileVisibility;
  credential_url: string;
}

export const itemValues = (kind: ProfileItemKind, item: ProfileItem | null): ProfileItemValues => ({
  kind: item?.kind ?? kind,
  title: item?.title ?? '',
  organization: item?.organization ?? '',
  place: item?.place ?? '',
  start_month: item?.start_month ?? '',
  end_month: item?.end_month ?? '',
  is_current: item ? item.end_month === null : false,
  description: item?.description ?? '',
  visibility: item?.visibility ?? 'public',
  credential_url: item?.credential_url ?? '',
});

/** What the API takes: an empty box is nothing, "current" is no end month. */
export const itemInput = (values: ProfileItemValues) => ({
  kind: values.kind,
  title: values.title,
  organization: values.organization,
  place: values.place,
  start_month: values.start_month,
  // An empty end month reads as current (a certificate: no expiry), as the API takes it.
  end_month: values.is_current || values.end_month === '' ? null : values.end_month,
  description: values.description,
  visibility: values.visibility,
  credential_url: values.kind === 'certificate' ? values.credential_url : null,
});

/** The shared schema as the form's resolver: each first problem on its box. */
export const itemResolver: Resolver<ProfileItemValues, unknown, ProfileItemInput> = (values) => {
  const parsed = profileItemInputSchema.safeParse(itemInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= { type: 'schema', message: issue.message };
  return { values: {}, errors: errors as FieldErrors<ProfileItemValues> };
};

/** "Mar 2021" or "thg 3, 2021": a `YYYY-MM` month in the reader's language. */
export function monthLabel(month: string, language: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return dateFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, index - 1, 1)));
}

/** Each box's label by the item's kind: a job's role is a school's program and a certificate's name. */
export const LABELS = {
  experience: { title: 'role', organization: 'organization', start: 'start_month', end: 'end_month' },
  education: { title: 'program', organization: 'school', start: 'start_month', end: 'end_month' },
  certificate: { title: 'name', organization: 'issuer', start: 'issued_month', end: 'expiry_month' },
} as const;
