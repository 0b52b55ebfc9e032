import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FileField } from '../../../components/ui/file-field';
import { FormFooter } from '../../../components/ui/form-footer';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { DOCUMENT_ACCEPT } from '../../../lib/upload-file';
import { useAddEvidence, type NewEvidence } from '../api/evidence';
import { EMPTY_EVIDENCE, evidenceResolver, type EvidenceValues } from './evidence-form';

const KINDS = ['link', 'file'] as const;

/**
 * Adding evidence to one of one's skills (docs/api/profile.md "Evidence on a skill"): a link with
 * its title, or a PDF, PNG or JPEG file; a refusal is said by its code, in the reader's language.
 */
export function EvidenceDialog({
  skill,
  onClose,
}: {
  skill: { skill_id: string; skill_name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const add = useAddEvidence(skill.skill_id);
  const form = useForm<EvidenceValues, unknown, NewEvidence>({
    resolver: evidenceResolver,
    defaultValues: EMPTY_EVIDENCE,
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const file = form.watch('file');

  const onSubmit = form.handleSubmit(async (evidence) => {
    try {
      await add.mutateAsync(evidence);
      toast.success(t('profile_items.evidence.added'));
      onClose();
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['title', 'url'])) return;
      // A file the server refuses (its bytes, its size) is said beside the file.
      if (error instanceof ApiError && kind === 'file' && error.status === 415)
        return form.setError('file', { type: 'server', message: error.detail });
      toast.failure(error, t('profile_items.evidence.add_failed'));
    }
  });

  return (
    <Modal
      isOpen
      title={t('profile_items.evidence.dialog_title', { skill: skill.skill_name })}
      onClose={onClose}
      footer={
        <FormFooter
          formId={formId}
          submitLabel={t('profile_items.evidence.save')}
          isSubmitting={isSubmitting}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('profile_items.evidence.dialog_hint')}</p>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('profile_items.evidence.kind')}
          </legend>
          <div className="flex flex-wrap gap-4">
            {KINDS.map((value) => (
              <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input type="radio" value={value} className="size-4 accent-brand-600" {...form.register('kind')} />
                {t(`profile_items.evidence.kind_${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('profile_items.evidence.title')}
          required={kind === 'link'}
          hint={t('profile_items.evidence.title_hint')}
          error={errors.title?.message}
          {...form.register('title')}
        />
        {kind === 'link' ? (
          <TextField
            label={t('profile_items.evidence.url')}
            type="url"
            inputMode="url"
            placeholder="https://"
            required
            error={errors.url?.message}
            {...form.register('url')}
          />
        ) : (
          <FileField
            label={t('profile_items.evidence.file')}
            hint={t('profile_items.evidence.file_hint')}
            error={errors.file?.message}
            accept={DOCUMENT_ACCEPT}
            file={file}
            onChange={(chosen) => form.setValue('file', chosen, { shouldValidate: form.formState.isSubmitted })}
          />
        )}
      </form>
    </Modal>
  );
}
