import { PROFILE_VISIBILITIES, type ProfileItem, type ProfileItemKind } from '@ladder/shared/schemas/profile';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSaveProfileItem } from '../api/profile-items';
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

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: item?.id ?? null, input });
      toast.success(t('profile_items.saved'));
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, [...FIELDS])) toast.failure(error, t('profile_items.save_failed'));
    }
  });

  return (
    <Modal
      isOpen
      title={t(`profile_items.dialog_${item ? 'edit' : 'add'}_${values.kind}`)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" className="min-h-11" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} className="min-h-11" isLoading={isSubmitting}>
            {t('profile_items.save')}
          </Button>
        </>
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
