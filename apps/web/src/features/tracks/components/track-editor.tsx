import {
  CAREER_TRACK_TITLE_MAX,
  careerTrackInputSchema,
  DESIRED_LEVELS,
  REQUIRED_CATEGORY_MESSAGES,
  type CareerTrack,
  type CareerTrackInput,
  type CareerTrackInputStatus,
  type DesiredLevel,
  type SkillCategory,
  textLength,
} from '@ladder/shared/schemas/career-tracks';
import { toNestErrors } from '@hookform/resolvers';
import { SKILL_CATEGORIES } from '@ladder/shared/constants';
import { useId, useState } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type FieldError,
  type FieldErrors,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isCatalogKey } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { industryName, useAllIndustries } from '../api/get-industries';
import { useSaveTrack } from '../api/save-track';
import { useSkillCategories } from '../api/skills';
import { CreateSkillModal } from './create-skill-modal';
import { categoryName, LEVEL_KEYS } from './levels';
import { LinksInput } from './links-input';
import { SkillPicker } from './skill-picker';
import { DerivedTrackPicker, NextTracksPicker, type TrackTitles } from './track-pickers';
import { isPhoneRequired, PhoneRequiredNotice } from '../../../components/ui/phone-required-notice';

export interface SkillRowForm {
  skill_category_id: number;
  skill_id: string;
  skill_name: string;
  what: string;
  why: string;
  desired_level: DesiredLevel | '';
  external_desc_urls: string[];
  declared_objective: string;
  declared_confidence: number | null;
}

export interface TrackForm {
  industry_id: string;
  title: string;
  desc: string;
  status: CareerTrackInputStatus;
  derived_career_track_id: string | null;
  next_career_tracks: string[];
  skills: SkillRowForm[];
}

/**
 * The shared schema checks the form. Every message of a path is kept (`types`), so the three
 * missing-category messages, all on `skills`, show together; they live at `skills.root`.
 */
const resolver: Resolver<TrackForm> = async (values, _context, options) => {
  const result = careerTrackInputSchema.safeParse(values);
  if (result.success) return { values, errors: {} };
  const flat: Record<string, FieldError> = {};
  const add = (path: string, message: string) => {
    const key = path === 'skills' ? 'skills.root' : path || 'root';
    const existing = flat[key];
    const known = Object.values(existing?.types ?? {});
    if (existing && !known.includes(message)) existing.types = { ...existing.types, [known.length]: message };
    else if (!existing) flat[key] = { type: 'validate', message, types: { 0: message } };
  };
  for (const issue of result.error.issues) add(issue.path.map(String).join('.'), issue.message);
  // The schema checks the whole track only once every field parses; the form says all at once.
  for (const { path, message } of trackLevelIssues(values)) add(path, message);
  return { values: {}, errors: toNestErrors(flat, options) };
};

/** The schema's whole-track rules (unique skills; each required category on completion). */
function trackLevelIssues(values: TrackForm): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  values.skills.forEach((row, index) => {
    if (row.skill_id && seen.has(row.skill_id))
      issues.push({ path: `skills.${index}.skill_id`, message: 'tracks.validation.skill_unique' });
    seen.add(row.skill_id);
  });
  if (values.status === 'new') return issues;
  for (const category of SKILL_CATEGORIES) {
    const message = REQUIRED_CATEGORY_MESSAGES[category.id];
    const count = values.skills.filter((row) => row.skill_category_id === category.id).length;
    if (message && count < category.min_skill_pick) issues.push({ path: 'skills', message });
  }
  return issues;
}

/** A server field path as the form names it (a link's own index is shown on the links field). */
function formPath(field: string): string {
  if (field === 'skills') return 'skills.root';
  return field.replace(/^(skills\.\d+\.external_desc_urls)\.\d+$/, '$1').replace(/^(next_career_tracks)\.\d+$/, '$1');
}

function messagesOf(error: FieldError | undefined): string[] {
  if (!error) return [];
  const typed = Object.values(error.types ?? {})
    .flat()
    .filter((message): message is string => typeof message === 'string');
  return [...new Set(typed.length > 0 ? typed : [error.message ?? ''])].filter(Boolean);
}

const emptyRow = (categoryId: number): SkillRowForm => ({
  skill_category_id: categoryId,
  skill_id: '',
  skill_name: '',
  what: '',
  why: '',
  desired_level: '',
  external_desc_urls: [],
  declared_objective: '',
  declared_confidence: null,
});

/** A posted track stays posted: one voted outdated is still in the feed and the tree (docs/product.md). */
const isPosted = (track: CareerTrack) => track.status === 'shared' || track.status === 'outdated';

function toForm(track: CareerTrack | null, industryId: string): TrackForm {
  if (!track) {
    return {
      industry_id: industryId,
      title: '',
      desc: '',
      status: 'new',
      derived_career_track_id: null,
      next_career_tracks: [],
      skills: [],
    };
  }
  return {
    industry_id: track.industry_id,
    title: track.title,
    desc: track.desc,
    status: isPosted(track) ? 'shared' : track.status === 'completed' ? 'completed' : 'new',
    derived_career_track_id: track.derived_career_track_id,
    next_career_tracks: track.next_career_tracks,
    skills: track.skills.map((row) => ({
      ...row,
      declared_objective: row.declared_objective ?? '',
      declared_confidence: row.declared_confidence,
    })),
  };
}

function toInput(values: TrackForm): CareerTrackInput {
  return {
    industry_id: values.industry_id,
    title: values.title,
    desc: values.desc,
    status: values.status,
    derived_career_track_id: values.derived_career_track_id,
    next_career_tracks: values.next_career_tracks,
    skills: values.skills.map((row) => ({
      skill_category_id: row.skill_category_id,
      skill_id: row.skill_id,
      what: row.what,
      why: row.why,
      desired_level: row.desired_level as DesiredLevel,
      external_desc_urls: row.external_desc_urls,
      declared_objective: row.declared_objective || null,
      declared_confidence: row.declared_confidence,
    })),
  };
}

function ErrorList({ messages, id }: { messages: string[]; id?: string }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="space-y-1 text-sm text-red-700! dark:text-red-300!">
      {messages.map((message) => (
        <li key={message}>{isCatalogKey(message) ? t(message) : message}</li>
      ))}
    </ul>
  );
}

function SkillRowEditor({
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
          error={errors?.what?.message}
          {...register(`skills.${index}.what`)}
        />
        <TextArea
          label={t('tracks.ui.why')}
          placeholder={t('tracks.ui.why_placeholder')}
          rows={2}
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
        render={({ field }) => <LinksInput value={field.value} onChange={field.onChange} error={linkMessage} />}
      />
    </li>
  );
}

function CategorySection({
  category,
  form,
  rows,
  industryId,
  onAdd,
  onRemove,
  onCreateSkill,
}: {
  category: SkillCategory;
  form: UseFormReturn<TrackForm>;
  rows: { key: string; index: number }[];
  industryId: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onCreateSkill: (index: number, name: string) => void;
}) {
  const { t, i18n } = useTranslation();
  // On a phone a track with skills opens with its categories folded (their counts show); a
  // category holding an error is always open, so the error can be seen and fixed.
  const [isOpen, setIsOpen] = useState(() => rows.length === 0 || !window.matchMedia('(max-width: 639px)').matches);
  const hasError = rows.some((row) => form.formState.errors.skills?.[row.index]);
  const isShown = isOpen || hasError;
  const panelId = useId();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h3>
        <button
          type="button"
          aria-expanded={isShown}
          aria-controls={panelId}
          onClick={() => setIsOpen(!isShown)}
          className="flex w-full items-center gap-3 rounded-2xl px-5 py-4 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60"
        >
          <span aria-hidden="true" className={`text-xs transition-transform ${isShown ? 'rotate-90' : ''}`}>
            ▶
          </span>
          <span className="flex-1 font-semibold text-slate-900 dark:text-white">
            {categoryName(category, i18n.language)}
          </span>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {t('tracks.ui.skills_count', { count: rows.length })}
            {category.min_skill_pick > 0 && ` · ${t('tracks.ui.min_pick', { count: category.min_skill_pick })}`}
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!isShown} className="space-y-3 px-5 pb-5">
        {rows.length > 0 && (
          <ul className="space-y-3">
            {rows.map((row, position) => (
              <SkillRowEditor
                key={row.key}
                form={form}
                index={row.index}
                number={position + 1}
                industryId={industryId}
                onRemove={() => onRemove(row.index)}
                onCreateSkill={(name) => onCreateSkill(row.index, name)}
              />
            ))}
          </ul>
        )}
        <Button variant="secondary" onClick={onAdd}>
          <span aria-hidden="true">+</span> {t('tracks.ui.add_skill')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The track editor (docs/product.md "Layout and parts"): industry, title, description, derived
 * track, the four skill categories, next tracks, and Save Draft / Complete / Complete & Post (only
 * the last once shared). The shared schema gives the messages; the server's 422 lands on the same
 * fields.
 */
export function TrackEditor({ track, industryId }: { track: CareerTrack | null; industryId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const industries = useAllIndustries(i18n.language);
  const categories = useSkillCategories();
  const save = useSaveTrack();
  const [needsPhone, setNeedsPhone] = useState(false);
  const isShared = track !== null && isPosted(track);
  const isUpdate = track !== null;
  const form = useForm<TrackForm>({ resolver, defaultValues: toForm(track, industryId) });
  const { register, control, handleSubmit, setValue, setError, formState } = form;
  const skills = useFieldArray({ control, name: 'skills', keyName: 'key' });
  const selectedIndustry = useWatch({ control, name: 'industry_id' });
  const derivedId = useWatch({ control, name: 'derived_career_track_id' });
  const title = useWatch({ control, name: 'title' }) ?? '';
  const nextIds = useWatch({ control, name: 'next_career_tracks' });
  const [creating, setCreating] = useState<{ index: number; name: string } | null>(null);
  const [titles, setTitles] = useState<TrackTitles>(() => {
    const known: TrackTitles = {};
    if (track) {
      for (const other of [track.ladder.derived_from, ...track.ladder.next]) if (other) known[other.id] = other.title;
    }
    return known;
  });
  const rootMessages = messagesOf(formState.errors.skills?.root);

  const submit = (status: CareerTrackInputStatus) => {
    setValue('status', status);
    void handleSubmit(
      (values) =>
        save.mutate(
          { id: track?.id ?? null, input: toInput(values) },
          {
            onSuccess: () => {
              toast.success(t(isUpdate ? 'tracks.ui.update_success' : 'tracks.ui.create_success'));
              void navigate('/my-career-tracks');
            },
            onError: (error) => {
              if (isPhoneRequired(error)) return setNeedsPhone(true);
              if (error instanceof ApiError && error.fieldErrors.length > 0) {
                const grouped = new Map<string, string[]>();
                for (const { field, message } of error.fieldErrors) {
                  const path = formPath(field);
                  grouped.set(path, [...(grouped.get(path) ?? []), message]);
                }
                for (const [path, messages] of grouped) {
                  setError(path as Path<TrackForm>, {
                    type: 'server',
                    message: messages[0],
                    types: Object.fromEntries(messages.map((message, i) => [i, message])),
                  });
                }
                toast.error(t('tracks.ui.fix_errors'));
                return;
              }
              const detail =
                error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.detail : null;
              toast.error(detail ?? t(isUpdate ? 'tracks.ui.update_failed' : 'tracks.ui.create_failed'));
            },
          },
        ),
      (errors: FieldErrors<TrackForm>) => {
        if (errors.skills?.root) document.getElementById('skills-errors')?.scrollIntoView({ block: 'center' });
      },
    )();
  };

  const rowsOf = (categoryId: number) =>
    skills.fields
      .map((field, index) => ({ key: field.key, index, categoryId: field.skill_category_id }))
      .filter((row) => row.categoryId === categoryId);

  return (
    <>
      <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-5">
        <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <SelectField
            // Mounted again once the options exist, so that the chosen industry shows selected.
            key={industries.data ? 'industries' : 'loading'}
            label={t('tracks.ui.industry')}
            error={formState.errors.industry_id?.message}
            disabled={industries.isPending}
            {...register('industry_id')}
          >
            <option value="">{t('tracks.ui.choose_industry')}</option>
            {(industries.data ?? []).map((industry) => (
              <option key={industry.id} value={industry.id}>
                {industryName(industry, i18n.language)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('tracks.ui.title')}
            error={formState.errors.title?.message}
            hint={t('tracks.ui.characters', { count: textLength(title), max: CAREER_TRACK_TITLE_MAX })}
            {...register('title')}
          />
          <TextArea label={t('tracks.ui.desc')} rows={5} error={formState.errors.desc?.message} {...register('desc')} />
          <DerivedTrackPicker
            trackId={track?.id ?? null}
            value={derivedId}
            titles={titles}
            onChange={(id, title) => {
              if (id && title) setTitles((known) => ({ ...known, [id]: title }));
              setValue('derived_career_track_id', id);
            }}
            error={formState.errors.derived_career_track_id?.message}
          />
        </section>

        <div className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('tracks.ui.skills')}</h2>
          <div id="skills-errors" role="alert">
            <ErrorList messages={rootMessages} />
          </div>
          {categories.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : categories.isError ? (
            <LoadError onRetry={categories.refetch} />
          ) : (
            [...categories.data]
              .sort((a, b) => a.order - b.order)
              .map((category) => (
                <CategorySection
                  key={category.id}
                  category={category}
                  form={form}
                  rows={rowsOf(category.id)}
                  industryId={selectedIndustry}
                  onAdd={() => skills.append(emptyRow(category.id), { shouldFocus: false })}
                  onRemove={(index) => skills.remove(index)}
                  onCreateSkill={(index, name) => setCreating({ index, name })}
                />
              ))
          )}
        </div>

        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <NextTracksPicker
            trackId={track?.id ?? null}
            value={nextIds}
            titles={titles}
            onChange={(ids, added) => {
              if (added) setTitles((known) => ({ ...known, [added.id]: added.title }));
              setValue('next_career_tracks', ids);
            }}
            error={formState.errors.next_career_tracks?.message}
          />
        </section>

        {/* The actions stay in reach at the bottom of the screen while a long track scrolls. */}
        <div className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-950/95">
          {needsPhone && <PhoneRequiredNotice />}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(isShared ? 'tracks.ui.shared_hint' : 'tracks.ui.actions_hint')}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            {!isShared && (
              <>
                <Button
                  variant="secondary"
                  isLoading={save.isPending && formState.isSubmitting}
                  onClick={() => submit('new')}
                >
                  {t('tracks.ui.save_draft')}
                </Button>
                <Button variant="secondary" onClick={() => submit('completed')} disabled={save.isPending}>
                  {t('tracks.ui.complete')}
                </Button>
              </>
            )}
            <Button onClick={() => submit('shared')} isLoading={save.isPending}>
              {t('tracks.ui.complete_post')}
            </Button>
          </div>
        </div>
      </form>
      <CreateSkillModal
        name={creating?.name ?? null}
        onClose={() => setCreating(null)}
        onCreated={(skill) => {
          if (creating) {
            const name = i18n.language === 'vi' ? skill.name_vn || skill.name : skill.name_en || skill.name;
            setValue(`skills.${creating.index}.skill_name`, name);
            setValue(`skills.${creating.index}.skill_id`, skill.id, { shouldValidate: formState.isSubmitted });
          }
          setCreating(null);
        }}
      />
    </>
  );
}
