import type { Language } from '@ladder/shared/constants';
import type { CareerTrack } from '@ladder/shared/schemas/career-tracks';
import {
  otherLanguage,
  toTranslationInput,
  translationFormSchema,
  type Translation,
  type TranslationForm as FormValues,
} from '@ladder/shared/schemas/track-languages';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { schemaResolver } from '../../../lib/schema-resolver';
import { toast } from '../../../lib/toast';
import { useDeleteTranslation, useSaveTranslation, useSuggestTranslation } from '../api/translations';

/** The form's values: the translation's when there is one, else empty, one row per skill of the track. */
function valuesOf(original: CareerTrack, translation: Translation | null): FormValues {
  const rows = new Map(translation?.skills.map((row) => [row.skill_id, row]));
  return {
    title: translation?.title ?? '',
    desc: translation?.desc ?? '',
    skills: original.skills.map((row) => ({
      skill_id: row.skill_id,
      what: rows.get(row.skill_id)?.what ?? '',
      why: rows.get(row.skill_id)?.why ?? '',
    })),
  };
}

/**
 * A track's text in the language it was not written in, beside the original
 * (docs/decisions/0063-a-track-in-both-languages.md): its author saves it as the translation;
 * any other member sends it as a suggestion the author reviews.
 */
export function TranslationForm({
  original,
  translation,
  isAuthor,
}: {
  /** The track as written (`text_language=original`). */
  original: CareerTrack;
  translation: Translation | null;
  isAuthor: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language: Language = otherLanguage(original.language);
  const name = (of: Language) => t(`languages.name_${of}`);
  const save = useSaveTranslation(original.id);
  const suggest = useSuggestTranslation(original.id);
  const remove = useDeleteTranslation(original.id);
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: schemaResolver(translationFormSchema, undefined, { raw: true }),
    defaultValues: valuesOf(original, isAuthor ? translation : null),
  });
  const back = `/ladder/${original.id}`;
  const [isDeleting, setIsDeleting] = useState(false);

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.fieldErrors.length > 0) {
      for (const { field, message } of error.fieldErrors) setError(field as Path<FormValues>, { message });
      return;
    }
    toast.error(t('languages.failed'));
  };
  const submit = handleSubmit((values) => {
    const input = toTranslationInput(values);
    if (isAuthor)
      save.mutate(input, {
        onSuccess: () => {
          toast.success(t('languages.saved'));
          void navigate(back);
        },
        onError,
      });
    else
      suggest.mutate(input, {
        onSuccess: () => {
          toast.success(t('languages.sent', { name: original.user_name }));
          void navigate(back);
        },
        onError,
      });
  });
  const original_ = (text: string) => t('languages.original_label', { text });
  const errorOf = (path: 'what' | 'why', index: number) => formState.errors.skills?.[index]?.[path]?.message;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <Card className="space-y-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {isAuthor
            ? t('languages.author_hint', { language: name(language), original: name(original.language) })
            : t('languages.member_hint', { language: name(language), name: original.user_name })}
        </p>
        <TextField
          label={t('languages.title_label', { language: name(language) })}
          lang={language}
          required
          hint={original_(original.title)}
          error={formState.errors.title?.message}
          {...register('title')}
        />
        <TextArea
          label={t('languages.desc_label', { language: name(language) })}
          lang={language}
          rows={4}
          required
          hint={original_(original.desc)}
          error={formState.errors.desc?.message}
          {...register('desc')}
        />
      </Card>
      <Card className="space-y-5">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('languages.skills_heading')}</h2>
        {original.skills.map((row, index) => (
          <fieldset
            key={row.skill_id}
            className="space-y-3 border-t border-slate-200 pt-4 first:border-0 first:pt-0 dark:border-slate-800"
          >
            <legend className="font-semibold text-slate-900 dark:text-white">{row.skill_name}</legend>
            <TextArea
              label={t('languages.what_label', { skill: row.skill_name, language: name(language) })}
              lang={language}
              rows={2}
              hint={original_(row.what)}
              error={errorOf('what', index)}
              {...register(`skills.${index}.what`)}
            />
            <TextArea
              label={t('languages.why_label', { skill: row.skill_name, language: name(language) })}
              lang={language}
              rows={2}
              hint={original_(row.why)}
              error={errorOf('why', index)}
              {...register(`skills.${index}.why`)}
            />
          </fieldset>
        ))}
      </Card>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={save.isPending || suggest.isPending}>
          {t(isAuthor ? 'languages.save' : 'languages.send')}
        </Button>
        {isAuthor && translation && (
          <Button variant="secondary" onClick={() => setIsDeleting(true)}>
            {t('languages.delete')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={isDeleting}
        title={t('languages.delete_title', { language: name(language) })}
        confirmLabel={t('languages.delete')}
        isPending={remove.isPending}
        onCancel={() => setIsDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('languages.deleted'));
              void navigate(back);
            },
            onError: (error) => {
              setIsDeleting(false);
              onError(error);
            },
          })
        }
      >
        {t('languages.delete_body', { original: name(original.language) })}
      </ConfirmDialog>
    </form>
  );
}
