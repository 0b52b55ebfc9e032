import {
  CAREER_TRACK_TITLE_MAX,
  type CareerTrack,
  type CareerTrackInputStatus,
  textLength,
} from '@ladder/shared/schemas/career-tracks';
import { VERSION_SUMMARY_MAX } from '@ladder/shared/schemas/track-history-values';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
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
import { localizedSkillName, useSkillCategories } from '../api/skills';
import { CategorySection } from './category-section';
import { CreateSkillModal } from './create-skill-modal';
import {
  copyForm,
  emptyRow,
  formPath,
  isPosted,
  messagesOf,
  toForm,
  toInput,
  trackResolver,
  type TrackForm,
} from './track-form';
import { DerivedTrackPicker, NextTracksPicker, type TrackTitles } from './track-pickers';
import { isPhoneRequired, PhoneRequiredNotice } from '../../../components/ui/phone-required-notice';
import { LANGUAGES } from '@ladder/shared/constants';

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

/**
 * The track editor (docs/product.md "Layout and parts"): industry, title, description, derived
 * track, the four skill categories, next tracks, and Save Draft / Complete / Complete & Post (only
 * the last once shared). The shared schema gives the messages; the server's 422 lands on the same
 * fields.
 */
export function TrackEditor({
  track,
  industryId,
  source = null,
}: {
  track: CareerTrack | null;
  industryId: string;
  /** A new track filled from this one ("Use as a starting point"); stored only once saved. */
  source?: CareerTrack | null;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const industries = useAllIndustries(i18n.language);
  const categories = useSkillCategories();
  const save = useSaveTrack();
  const [needsPhone, setNeedsPhone] = useState(false);
  const isShared = track !== null && isPosted(track);
  const isUpdate = track !== null;
  const form = useForm<TrackForm>({
    resolver: trackResolver,
    defaultValues: source ? copyForm(source) : toForm(track, industryId, i18n.language),
  });
  const { register, control, handleSubmit, setValue, setError, formState } = form;
  const skills = useFieldArray({ control, name: 'skills', keyName: 'key' });
  const selectedIndustry = useWatch({ control, name: 'industry_id' });
  const derivedId = useWatch({ control, name: 'derived_career_track_id' });
  const title = useWatch({ control, name: 'title' }) ?? '';
  const versionSummary = useWatch({ control, name: 'version_summary' }) ?? '';
  const nextIds = useWatch({ control, name: 'next_career_tracks' });
  const [creating, setCreating] = useState<{ index: number; name: string } | null>(null);
  const [titles, setTitles] = useState<TrackTitles>(() => {
    const known: TrackTitles = source ? { [source.id]: source.title } : {};
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
            onSuccess: (saved) => {
              toast.success(t(isUpdate ? 'tracks.ui.update_success' : 'tracks.ui.create_success'));
              // "Complete & Post" opens the posted track (issue 41); the others go back to the list.
              void navigate(status === 'shared' ? `/ladder/${saved.id}` : '/my-career-tracks');
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
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('screens.editor.required_note')}</p>
          <SelectField
            // Mounted again once the options exist, so that the chosen industry shows selected.
            key={industries.data ? 'industries' : 'loading'}
            label={t('tracks.ui.industry')}
            required
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
            required
            error={formState.errors.title?.message}
            hint={t('tracks.ui.characters', { count: textLength(title), max: CAREER_TRACK_TITLE_MAX })}
            {...register('title')}
          />
          <TextArea
            label={t('tracks.ui.desc')}
            rows={5}
            required
            error={formState.errors.desc?.message}
            {...register('desc')}
          />
          <SelectField label={t('languages.track_language')} {...register('language')}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.option_${language}`)}
              </option>
            ))}
          </SelectField>
          {track?.is_copy && derivedId ? (
            <div>
              <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('tracks.ui.derived')}</p>
              <p className="mt-1 text-slate-900 dark:text-white">{titles[derivedId] ?? ''}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('words.ui.copy_origin_hint')}</p>
            </div>
          ) : (
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
          )}
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

        {isShared && (
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <TextField
              label={t('tracks.ui.version_summary')}
              error={formState.errors.version_summary?.message}
              hint={t('tracks.ui.version_summary_hint', {
                count: textLength(versionSummary),
                max: VERSION_SUMMARY_MAX,
              })}
              maxLength={VERSION_SUMMARY_MAX}
              {...register('version_summary')}
            />
          </section>
        )}

        {/* The actions stay in reach at the bottom of the screen while a long track scrolls. */}
        <div className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-950/95">
          {needsPhone && <PhoneRequiredNotice />}
          {/* On a phone the bar is one line of buttons (issue 41); the hint shows from sm up. */}
          <p className="hidden text-sm text-slate-600 sm:block dark:text-slate-400">
            {t(isShared ? 'tracks.ui.shared_hint' : 'tracks.ui.actions_hint')}
          </p>
          <div className="flex flex-nowrap gap-2 *:min-h-11 *:flex-1 *:px-2 *:leading-tight sm:justify-end sm:*:flex-none sm:*:px-4">
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
            const name = localizedSkillName(skill, i18n.language);
            setValue(`skills.${creating.index}.skill_name`, name);
            setValue(`skills.${creating.index}.skill_id`, skill.id, { shouldValidate: formState.isSubmitted });
          }
          setCreating(null);
        }}
      />
    </>
  );
}
