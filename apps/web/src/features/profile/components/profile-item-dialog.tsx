import { PROFILE_VISIBILITIES, type ProfileItem, type ProfileItemKind } from '@ladder/shared/schemas/profile';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FileField } from '../../../components/ui/file-field';
import { FormFooter } from '../../../components/ui/form-footer';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { serverDetail } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { DOCUMENT_ACCEPT, documentProblem } from '../../../lib/upload-file';
import { useRemoveCertificateFile, useSaveProfileItem, useUploadCertificateFile } from '../api/profile-items';
import { ApartLink } from './apart-link';
import { itemResolver, itemValues, LABELS, type ProfileItemValues } from './profile-item-form';

const FIELDS = [
  'title',
  'organization',
  'place',
  'start_month',
  'end_month',
  'description',
  'visibility',
  'credential_url',
] as const;

/** Adds an experience, education or certificate item to one's profile, or changes one (`item`). */
export function ProfileItemDialog({
  userId,
  kind,
  item,
  onClose,
}: {
  userId: string;
  kind: ProfileItemKind;
  item: ProfileItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const save = useSaveProfileItem(userId);
  const upload = useUploadCertificateFile(userId);
  const removeFile = useRemoveCertificateFile(userId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const values = useMemo(() => itemValues(kind, item), [kind, item]);
  const form = useForm<ProfileItemValues, unknown, Parameters<typeof save.mutateAsync>[0]['input']>({
    resolver: itemResolver,
    values,
  });
  const { errors, isSubmitting } = form.formState;
  const isCurrent = form.watch('is_current');
  const isJob = values.kind === 'experience';
  const isCertificate = values.kind === 'certificate';
  const labels = LABELS[values.kind];

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? documentProblem(chosen) : undefined);
  };

  const onSubmit = form.handleSubmit(async (input) => {
    const sendsFile = isCertificate && file !== null;
    if (sendsFile && fileError) return;
    let saved;
    try {
      saved = await save.mutateAsync({ id: item?.id ?? null, input });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, [...FIELDS])) toast.failure(error, t('profile_items.save_failed'));
      return;
    }
    // The item is saved either way; a file the server refuses is said with its reason.
    if (sendsFile) {
      try {
        await upload.mutateAsync({ itemId: saved.id, file });
      } catch (error) {
        toast.error(t('profile_items.file_failed', { reason: serverDetail(error) ?? t('toast.generic_error') }));
        onClose();
        return;
      }
    }
    toast.success(t('profile_items.saved'));
    onClose();
  });

  return (
    <Modal
      isOpen
      title={t(`profile_items.dialog_${item ? 'edit' : 'add'}_${values.kind}`)}
      onClose={onClose}
      footer={
        <FormFooter
          formId={formId}
          submitLabel={t('profile_items.save')}
          isSubmitting={isSubmitting}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField
          label={t(`profile_items.${labels.title}`)}
          required
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextField
          label={t(`profile_items.${labels.organization}`)}
          required
          autoComplete={isJob ? 'organization' : 'off'}
          error={errors.organization?.message}
          {...form.register('organization')}
        />
        {!isCertificate && (
          <TextField label={t('profile_items.place')} error={errors.place?.message} {...form.register('place')} />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t(`profile_items.${labels.start}`)}
            type="month"
            required
            error={errors.start_month?.message}
            {...form.register('start_month')}
          />
          <TextField
            label={t(`profile_items.${labels.end}`)}
            type="month"
            disabled={isCurrent}
            error={isCurrent ? undefined : errors.end_month?.message}
            {...form.register('end_month')}
          />
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800 dark:text-slate-200">
          <input type="checkbox" className="size-5 shrink-0 accent-brand-600" {...form.register('is_current')} />
          {t(`profile_items.current_${values.kind}`)}
        </label>
        {isCertificate && (
          <TextField
            label={t('profile_items.credential_url')}
            type="url"
            inputMode="url"
            placeholder="https://"
            hint={t('profile_items.credential_hint')}
            error={errors.credential_url?.message}
            {...form.register('credential_url')}
          />
        )}
        {isCertificate && (
          <div className="space-y-2">
            <FileField
              label={t('profile_items.file')}
              hint={t('profile_items.file_hint')}
              error={fileError}
              accept={DOCUMENT_ACCEPT}
              file={file}
              onChange={chooseFile}
            />
            {item?.file && !file && (
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <ApartLink href={item.file.url} isTyped={false}>
                  {t('profile_items.view_file')}
                </ApartLink>
                <Button
                  variant="ghost"
                  className="min-h-11"
                  isLoading={removeFile.isPending}
                  onClick={() =>
                    removeFile.mutate(item.id, {
                      onSuccess: () => {
                        toast.success(t('profile_items.file_removed'));
                        onClose();
                      },
                      onError: (error) => toast.failure(error, t('toast.generic_error')),
                    })
                  }
                >
                  {t('profile_items.file_remove')}
                </Button>
              </div>
            )}
          </div>
        )}
        <TextArea
          label={t('profile_items.description')}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <SelectField
          label={t('profile_items.visibility')}
          error={errors.visibility?.message}
          {...form.register('visibility')}
        >
          {PROFILE_VISIBILITIES.map((visibility) => (
            <option key={visibility} value={visibility}>
              {t(`profile_items.visibility_${visibility}`)}
            </option>
          ))}
        </SelectField>
      </form>
    </Modal>
  );
}
