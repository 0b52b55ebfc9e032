import type { CareerTrackSummary } from '@ladder/shared/schemas/career-tracks';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { NextPageButton } from '../../../components/ui/next-page-button';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { INDUSTRY_PAGE_SIZE, industryName, useIndustries } from '../api/get-industries';
import { useLinkableTracks, useTrack, useTracksByIndustry } from '../api/get-tracks';
import { LadderChart } from './ladder-chart';

const OPTION =
  'flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border px-4 py-3 text-left text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const OPTION_IDLE =
  'border-slate-300 bg-white text-slate-900 hover:border-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-400';
const OPTION_PICKED =
  'border-brand-600 bg-brand-50 text-slate-900 dark:border-brand-400 dark:bg-slate-800 dark:text-white';
const MUTED = 'text-sm text-slate-600 dark:text-slate-400';
const INDUSTRY_GRID = 'grid gap-2 sm:grid-cols-2';
const TRACK_LIST = 'space-y-2';
/** How many tracks' places a loading rung step keeps: a few, as most industries share a few. */
const TRACK_ROWS = 3;

/**
 * Where a step's options will be, about as tall as they will be (an option is one or two lines, 46
 * or 66 px): the step's buttons below do not jump down the page when the list arrives.
 */
function OptionsLoading({ rows, className }: { rows: number; className: string }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t('common.loading')}</span>
      <ul aria-hidden="true" className={className}>
        {Array.from({ length: rows }, (_, row) => (
          <li key={row} className="h-15 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        ))}
      </ul>
    </div>
  );
}

/** Step 1 of the first run: industries with shared tracks first, a page at a time. */
export function IndustryChoice({ onPick }: { onPick: (industryId: string) => void }) {
  const { t, i18n } = useTranslation();
  const industries = useIndustries(i18n.language);
  if (industries.isPending) return <OptionsLoading rows={INDUSTRY_PAGE_SIZE} className={INDUSTRY_GRID} />;
  if (industries.isError) return <LoadError onRetry={industries.refetch} />;
  return (
    <div className="space-y-3">
      <ul className={INDUSTRY_GRID}>
        {industries.data.pages
          .flatMap((page) => page.items)
          .map((industry) => (
            <li key={industry.id}>
              <button type="button" className={`${OPTION} ${OPTION_IDLE}`} onClick={() => onPick(industry.id)}>
                <span className="min-w-0 break-words">{industryName(industry, i18n.language)}</span>
                <span className="shrink-0 text-xs font-normal text-slate-600 dark:text-slate-400">
                  {t('way_in.first_run.industry_tracks', { count: industry.total_career_tracks })}
                </span>
              </button>
            </li>
          ))}
      </ul>
      <NextPageButton query={industries} variant="secondary" className="min-h-11">
        {t('way_in.first_run.more_industries')}
      </NextPageButton>
    </div>
  );
}

/** The picked track's description and ladder, with the button that makes it the member's goal. */
function RungPreview({ trackId, onPick, isPicking }: { trackId: string; onPick: () => void; isPicking: boolean }) {
  const { t } = useTranslation();
  const track = useTrack(trackId);
  if (track.isPending) return <Spinner label={t('common.loading')} />;
  if (track.isError) return <LoadError onRetry={track.refetch} />;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <p className="text-sm whitespace-pre-line text-slate-800 dark:text-slate-200">{track.data.desc}</p>
      <LadderChart track={track.data} />
      <Button className="min-h-11 w-full sm:w-auto" isLoading={isPicking} onClick={onPick}>
        {t('way_in.first_run.rung_pick')}
      </Button>
    </div>
  );
}

interface RungProps {
  picked: string;
  onSelect: (trackId: string) => void;
  onPick: (trackId: string) => void;
  isPicking: boolean;
}

function RungOptions({
  items,
  none,
  picked,
  onSelect,
  onPick,
  isPicking,
}: RungProps & { items: CareerTrackSummary[]; none: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className={MUTED}>{none}</p>;
  return (
    <ul className={TRACK_LIST}>
      {items.map((track) => {
        const isPicked = track.id === picked;
        return (
          <li key={track.id} className="space-y-2">
            <button
              type="button"
              aria-expanded={isPicked}
              className={`${OPTION} ${isPicked ? OPTION_PICKED : OPTION_IDLE}`}
              onClick={() => onSelect(isPicked ? '' : track.id)}
            >
              <span className="min-w-0 break-words">{track.title}</span>
              <span className="shrink-0 text-xs font-normal text-slate-600 dark:text-slate-300">
                {t('tracks.ui.by', { name: track.user_name })}
              </span>
            </button>
            {isPicked && <RungPreview trackId={track.id} isPicking={isPicking} onPick={() => onPick(track.id)} />}
          </li>
        );
      })}
    </ul>
  );
}

function IndustryRungs({ industryId, ...props }: RungProps & { industryId: string }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const tracks = useTracksByIndustry(industryId, useDeferredValue(title.trim()));
  return (
    <div className="space-y-3">
      <TextField
        type="search"
        label={t('way_in.first_run.rung_search')}
        value={title}
        maxLength={100}
        onChange={(event) => setTitle(event.target.value)}
      />
      {tracks.isPending ? (
        <OptionsLoading rows={TRACK_ROWS} className={TRACK_LIST} />
      ) : tracks.isError ? (
        <LoadError onRetry={tracks.refetch} />
      ) : (
        <>
          <RungOptions
            items={tracks.data.pages.flatMap((page) => page.items)}
            none={title.trim() ? t('way_in.first_run.rung_no_match') : t('way_in.first_run.rung_none')}
            {...props}
          />
          <NextPageButton query={tracks} variant="secondary" className="min-h-11">
            {t('way_in.first_run.more_tracks')}
          </NextPageButton>
        </>
      )}
    </div>
  );
}

function AnyRungs(props: RungProps) {
  const { t } = useTranslation();
  const tracks = useLinkableTracks('', 20);
  if (tracks.isPending) return <OptionsLoading rows={TRACK_ROWS} className={TRACK_LIST} />;
  if (tracks.isError) return <LoadError onRetry={tracks.refetch} />;
  return (
    <RungOptions
      items={tracks.data.items.filter((track) => track.is_public)}
      none={t('way_in.first_run.rung_none_any')}
      {...props}
    />
  );
}

/**
 * Step 2 of the first run: the industry's shared tracks (every industry's when that step was
 * skipped); a pick shows the track's ladder and "Set as my goal".
 */
export function RungChoice({ industryId, ...props }: RungProps & { industryId: string }) {
  return industryId ? <IndustryRungs industryId={industryId} {...props} /> : <AnyRungs {...props} />;
}
