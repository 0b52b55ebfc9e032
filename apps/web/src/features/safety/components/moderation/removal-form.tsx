import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { serverDetail } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useModerate, type RemovalInput } from '../../api/moderation';

const EMPTY: RemovalInput = { url: '', legal_reference: '', requesting_body: '' };
const FIELDS = [
  ['url', 'safety_ui.removal_url'],
  ['legal_reference', 'safety_ui.removal_legal_reference'],
  ['requesting_body', 'safety_ui.removal_requesting_body'],
] as const;

/** A removal at an authority's request: the address, the legal reference and the requesting body. */
export function RemovalForm() {
  const { t } = useTranslation();
  const { remove } = useModerate();
  const [values, setValues] = useState(EMPTY);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = new Set(FIELDS.map(([name]) => name).filter((name) => !values[name].trim()));
    setMissing(blank);
    if (blank.size > 0) return;
    remove.mutate(values, {
      onSuccess: () => {
        toast.success(t('safety_ui.removal_done'));
        setValues(EMPTY);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <h2 className="text-lg font-semibold">{t('safety_ui.removal_title')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('safety_ui.removal_hint')}</p>
      {FIELDS.map(([name, label]) => (
        <TextField
          key={name}
          label={t(label)}
          value={values[name]}
          inputMode={name === 'url' ? 'url' : undefined}
          maxLength={name === 'url' ? 2048 : 500}
          error={missing.has(name) ? 'validation.required' : undefined}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      ))}
      {remove.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {serverDetail(remove.error) ?? t('toast.generic_error')}
        </p>
      )}
      <Button type="submit" variant="danger" isLoading={remove.isPending}>
        {t('safety_ui.removal_submit')}
      </Button>
    </form>
  );
}
