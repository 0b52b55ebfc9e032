import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextField } from '../../../../components/ui/text-field';
import { serverDetail } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import {
  useSaveReference,
  type ReferenceItem,
  type ReferenceKind,
  type ReferenceNames,
} from '../../api/reference-data';
import { checkNames, NAME_FIELDS, serverNameErrors, type NameErrors } from './reference-form-model';

const MAX = 255;

/**
 * Adds (`item` null) or renames an industry or a skill in English and Vietnamese. The shared
 * schema checks the names here; the API's field errors go under their field, any other failure
 * above the buttons.
 */
export function ReferenceForm({
  kind,
  item,
  onClose,
}: {
  kind: ReferenceKind;
  item: ReferenceItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const save = useSaveReference(kind);
  const [values, setValues] = useState<ReferenceNames>({ name_en: item?.name_en ?? '', name_vn: item?.name_vn ?? '' });
  const [invalid, setInvalid] = useState<NameErrors>({});
  const server = serverNameErrors(save.error);
  const isOther = save.isError && Object.keys(server).length === 0;
  const noun = t(kind === 'industries' ? 'safety_ui.ref_industry' : 'safety_ui.ref_skill');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { names, errors } = checkNames(kind, values);
    setInvalid(errors ?? {});
    if (!names) return;
    save.reset();
    save.mutate(
      { id: item?.id ?? null, names },
      {
        onSuccess: (saved) => {
          toast.success(t('safety_ui.ref_saved', { name: saved.name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      isOpen
      title={t(item ? 'safety_ui.ref_edit_title' : 'safety_ui.ref_add_title', { item: noun })}
      onClose={onClose}
      initialFocusId={`${formId}-name_en`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={save.isPending}>
            {t('safety_ui.ref_save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-3">
        {NAME_FIELDS.map((field) => (
          <TextField
            key={field}
            id={`${formId}-${field}`}
            label={t(field === 'name_en' ? 'safety_ui.ref_name_en' : 'safety_ui.ref_name_vn')}
            lang={field === 'name_en' ? 'en' : 'vi'}
            value={values[field]}
            maxLength={MAX}
            required
            autoComplete="off"
            error={invalid[field] ?? server[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
        {isOther && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {serverDetail(save.error) ?? t('toast.generic_error')}
          </p>
        )}
      </form>
    </Modal>
  );
}
