import { industryInputSchema, skillInputSchema } from '@ladder/shared/schemas/career-tracks';
import { ApiError } from '../../../../lib/api-client';
import type { ReferenceKind, ReferenceNames } from '../../api/reference-data';

/** The reference data dialog's model: an industry's or a skill's names in both languages. */
export type NameField = keyof ReferenceNames;
export const NAME_FIELDS: NameField[] = ['name_en', 'name_vn'];
export type NameErrors = Partial<Record<NameField, string>>;

const isNameField = (field: unknown): field is NameField => NAME_FIELDS.includes(field as NameField);

/**
 * The names the API takes (NFC, trimmed), or each field's first error as a catalog key, by the
 * same shared schema as the route's.
 */
export function checkNames(
  kind: ReferenceKind,
  values: ReferenceNames,
): { names: ReferenceNames; errors?: undefined } | { names?: undefined; errors: NameErrors } {
  const parsed = (kind === 'industries' ? industryInputSchema : skillInputSchema).safeParse(values);
  if (parsed.success) return { names: parsed.data };
  const errors: NameErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isNameField(field)) errors[field] ??= issue.message;
  }
  return { errors };
}

/** The field errors of an answer (finished sentences): the API's per field, and a taken skill name on the English name. */
export function serverNameErrors(error: unknown): NameErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: NameErrors = {};
  for (const { field, message } of error.fieldErrors) if (isNameField(field)) errors[field] = message;
  if (error.code === 'SKILL_EXISTS') errors.name_en = error.detail;
  return errors;
}
