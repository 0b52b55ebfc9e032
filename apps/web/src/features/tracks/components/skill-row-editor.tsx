import { DESIRED_LEVELS } from '@ladder/shared/schemas/career-tracks';
import { useId } from 'react';
import { Controller, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n';
import { LEVEL_KEYS } from './levels';
import { LinksInput } from './links-input';
import { SkillPicker } from './skill-picker';
import type { TrackForm } from './track-form';

/** One skill of a track being edited: the skill, what and why, the level aimed at, links. */
export function SkillRowEditor({
  form,
  index,
  number,
  industryId,
  onRemove,
  onCreateSkill,
}: {
  form: UseFormReturn<TrackForm>;
  index: number;
  number: number;
  industryId: string;
  onRemove: () => void;
  onCreateSkill: (name: string) => void;
}) {
  const { t } = useTranslation();
  const { register, control, setValue, formState } = form;
  const row = useWatch({ control, name: `skills.${index}` });
  const errors = formState.errors.skills?.[index];
  const headingId = useId();
  const linkError = errors?.external_desc_urls;
  const linkMessage = linkError
    ? ((linkError as FieldError).message ?? (linkError as unknown as FieldError[]).find(Boolean)?.message)
    : undefined;

  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {t('tracks.ui.skill_heading', { index: number })}
        </h4>
        <Button variant="ghost" className="min-h-8 px-2 text-red-700! dark:text-red-300!" onClick={onRemove}>
          {t('tracks.ui.remove_skill')}
        </Button>
      </div>
      <SkillPicker
        industryId={industryId}
        skillId={row?.skill_id ?? ''}
        skillName={row?.skill_name ?? ''}
        onChange={(skill) => {
          setValue(`skills.${index}.skill_name`, skill.name);
          setValue(`skills.${index}.skill_id`, skill.id, { shouldValidate: formState.isSubmitted });
        }}
        onCreate={onCreateSkill}
        error={errors?.skill_id?.message}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextArea
          label={t('tracks.ui.what')}
          placeholder={t('tracks.ui.what_placeholder')}
          rows={2}
          required
          error={errors?.what?.message}
          {...register(`skills.${index}.what`)}
        />
        <TextArea
          label={t('tracks.ui.why')}
          placeholder={t('tracks.ui.why_placeholder')}
          rows={2}
          required
          error={errors?.why?.message}
          {...register(`skills.${index}.why`)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('tracks.ui.desired_level')}
          error={errors?.desired_level?.message}
          {...register(`skills.${index}.desired_level`)}
        >
          <option value="">{t('tracks.ui.choose_level')}</option>
          {DESIRED_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(LEVEL_KEYS[level])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('tracks.ui.objective')}
          error={errors?.declared_objective?.message}
          {...register(`skills.${index}.declared_objective`)}
        />
        <SelectField
          label={t('tracks.ui.confidence')}
          error={errors?.declared_confidence?.message}
          {...register(`skills.${index}.declared_confidence`, {
            setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
          })}
        >
          <option value="">—</option>
          {[1, 2, 3, 4, 5].map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
      </div>
      <Controller
        control={control}
        name={`skills.${index}.external_desc_urls`}
        render={({ field }) => (
          <LinksInput
            value={field.value}
            languages={row?.external_desc_languages ?? []}
            onChange={(urls, languages) => {
              setValue(`skills.${index}.external_desc_languages`, languages);
              field.onChange(urls);
            }}
            error={linkMessage}
          />
        )}
      />
    </li>
  );
}
