import { X } from 'lucide-react';
import { schemaResolver } from '../../../lib/schema-resolver';
import { LANGUAGES, THEMES } from '@ladder/shared/constants';
import { updateMeSchema, type PrivateUser } from '@ladder/shared/schemas/users';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { controlClass, ERROR_CLASS, HINT_CLASS, LABEL_CLASS, useMessage } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useIndustryOptions } from '../api/get-industries';
import { useUpdateProfile } from '../api/update-profile';
import { profileErrors, profileValues, type ProfileInput, type ProfileOutput } from './profile-form';

/**
 * The profile rules (docs/product.md "Validation rules") in a modal, checked by the same `updateMeSchema` as the server;
 * the server's field errors land on the fields. Links and phone numbers are added one at a
 * time, only when valid, and removed by clicking them.
 */
export function ProfileEditModal({
  user,
  isOpen,
  onClose,
  onSaved,
}: {
  user: PrivateUser;
  isOpen: boolean;
  onClose: () => void;
  onSaved: (user: PrivateUser) => void;
}) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const update = useUpdateProfile();
  const industries = useIndustryOptions(i18n.language);
  const values = useMemo(() => profileValues(user), [user]);
  const form = useForm<ProfileInput, unknown, ProfileOutput>({ resolver: schemaResolver(updateMeSchema), values });
  const { errors, isSubmitting } = form.formState;
  const links = form.watch('external_link_urls') ?? [];
  const phones = form.watch('phone_numbers') ?? [];

  const message = useMessage();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      toast.success(t('people.ui.update_success'));
      onSaved(saved);
    } catch (error) {
      const placed = profileErrors(error);
      for (const { field, message: text } of placed) form.setError(field, { type: 'server', message: text });
      if (placed.length === 0) toast.failure(error, t('toast.generic_error'));
    }
  });

  const close = () => {
    form.reset(values);
    onClose();
  };

  return (
    <Modal
      isOpen={isOpen}
      title={t('people.ui.edit_profile')}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={isSubmitting}>
            {t('people.ui.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField
          label={t('people.ui.username_label')}
          autoComplete="username"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField
          label={t('people.ui.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <div>
          <p className={LABEL_CLASS}>{t('common.email')}</p>
          <p className="text-sm break-all text-slate-900 dark:text-slate-100">{user.email}</p>
          <p className={HINT_CLASS}>{t('people.ui.email_readonly')}</p>
        </div>
        <TextField
          label={t('people.ui.date_of_birth')}
          type="date"
          autoComplete="bday"
          error={errors.date_of_birth?.message}
          {...form.register('date_of_birth', { setValueAs: (value: string | null) => (value ? value : null) })}
        />
        <TextField label={t('people.ui.headline')} error={errors.headline?.message} {...form.register('headline')} />
        <TextArea label={t('people.ui.bio')} error={errors.bio?.message} {...form.register('bio')} />
        <ListField
          label={t('people.ui.phone_numbers')}
          inputLabel={t('people.ui.new_phone')}
          hint={t('people.ui.phones_hint')}
          type="tel"
          items={phones}
          error={message(errors.phone_numbers?.message ?? errors.phone_numbers?.find?.((e) => e)?.message)}
          validate={(value) =>
            updateMeSchema.safeParse({ phone_numbers: [...phones, value] }).error?.issues[0]?.message
          }
          onChange={(next) => form.setValue('phone_numbers', next, { shouldDirty: true, shouldValidate: true })}
        />
        <ListField
          label={t('people.ui.links_label')}
          inputLabel={t('people.ui.new_link')}
          hint={t('people.ui.links_hint')}
          type="url"
          items={links}
          error={message(errors.external_link_urls?.message ?? errors.external_link_urls?.find?.((e) => e)?.message)}
          validate={(value) =>
            updateMeSchema.safeParse({ external_link_urls: [...links, value] }).error?.issues[0]?.message
          }
          onChange={(next) => form.setValue('external_link_urls', next, { shouldDirty: true, shouldValidate: true })}
        />
        {industries.isSuccess && (
          <SelectField
            id={`${formId}-industry`}
            label={t('people.ui.industry')}
            error={errors.working_industry_id?.message}
            {...form.register('working_industry_id', { setValueAs: (value: string | null) => value || null })}
          >
            <option value="">{t('people.ui.industry_none')}</option>
            {industries.data.items.map((industry) => (
              <option key={industry.id} value={industry.id}>
                {industry.name}
              </option>
            ))}
          </SelectField>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id={`${formId}-theme`} label={t('people.ui.theme')} {...form.register('default_theme')}>
            {THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(`people.ui.theme_${theme}`)}
              </option>
            ))}
          </SelectField>
          <SelectField id={`${formId}-language`} label={t('settings.language')} {...form.register('default_language')}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`settings.language_${code}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </form>
    </Modal>
  );
}

/** A list of short values: type one, Enter or Add puts it in if `validate` finds nothing; a click on it removes it. */
function ListField({
  label,
  inputLabel,
  hint,
  type,
  items,
  error,
  validate,
  onChange,
}: {
  label: string;
  inputLabel: string;
  hint: string;
  type: 'url' | 'tel';
  items: string[];
  error: string | undefined;
  validate: (value: string) => string | undefined;
  onChange: (items: string[]) => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const shown = draftError ?? error;

  const add = () => {
    const value = draft.trim();
    if (!value) return;
    const problem = validate(value);
    if (problem) return setDraftError(message(problem) ?? problem);
    if (!items.includes(value)) onChange([...items, value]);
    setDraft('');
    setDraftError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset>
      <legend className={LABEL_CLASS}>{label}</legend>
      {items.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item}>
              <button
                type="button"
                aria-label={t('people.ui.remove_item', { item })}
                onClick={() => onChange(items.filter((other) => other !== item))}
                className="inline-flex max-w-full items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm break-all text-slate-800 hover:border-red-600 hover:text-red-700 dark:border-slate-600 dark:text-slate-200 dark:hover:border-red-400 dark:hover:text-red-300"
              >
                {item}
                <X aria-hidden="true" className="size-3.5 shrink-0" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {inputLabel}
        </label>
        <input
          id={id}
          type={type}
          value={draft}
          placeholder={inputLabel}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(null);
          }}
          onKeyDown={onKeyDown}
          className={`${controlClass(Boolean(shown))} flex-1`}
        />
        <Button variant="secondary" onClick={add}>
          {t('people.ui.add')}
        </Button>
      </div>
      <p id={`${id}-hint`} className={HINT_CLASS}>
        {hint}
      </p>
      {shown && (
        <p id={`${id}-error`} role="alert" className={ERROR_CLASS}>
          {shown}
        </p>
      )}
    </fieldset>
  );
}
