import { evidenceTitle, skillEvidenceInputSchema } from '@ladder/shared/schemas/skill-evidence';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { documentProblem } from '../../../lib/upload-file';
import type { NewEvidence } from '../api/evidence';

/** The evidence dialog's model: a link with its title, or a file with an optional title. */
export interface EvidenceValues {
  kind: 'link' | 'file';
  title: string;
  url: string;
  file: File | null;
}

export const EMPTY_EVIDENCE: EvidenceValues = { kind: 'link', title: '', url: '', file: null };

/**
 * The shared schema as the form's resolver, each first problem on its box (catalog keys): a
 * link's title and address; a file's type and size (the server checks its bytes) and its title
 * when one is given.
 */
export const evidenceResolver: Resolver<EvidenceValues, unknown, NewEvidence> = (
  values,
): ResolverResult<EvidenceValues, NewEvidence> => {
  const errors: Record<string, { type: string; message: string }> = {};
  const problem = (field: string, message: string) => (errors[field] ??= { type: 'schema', message });
  if (values.kind === 'link') {
    const parsed = skillEvidenceInputSchema.safeParse({ title: values.title, url: values.url });
    if (parsed.success) return { values: { kind: 'link', ...parsed.data }, errors: {} };
    for (const issue of parsed.error.issues) problem(String(issue.path[0]), issue.message);
  } else {
    const title = values.title.trim() === '' ? undefined : evidenceTitle.safeParse(values.title);
    if (title && !title.success) problem('title', title.error.issues[0]?.message ?? 'validation.invalid');
    const fileProblem = values.file ? documentProblem(values.file) : 'profile_items.evidence.file_required';
    if (fileProblem) problem('file', fileProblem);
    if (values.file && Object.keys(errors).length === 0)
      return { values: { kind: 'file', title: title?.data ?? '', file: values.file }, errors: {} };
  }
  return { values: {}, errors: errors as FieldErrors<EvidenceValues> };
};
