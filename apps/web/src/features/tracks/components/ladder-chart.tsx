import type { CareerTrack, CareerTrackSummary } from '@ladder/shared/schemas/career-tracks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { NextBadge } from './status-badge';

/** Rungs shown each way before "show more". */
const SHOWN_EACH_WAY = 3;

type Rung = CareerTrackSummary & { depth: number };

const CARD =
  'flex min-h-11 w-full items-start gap-2 rounded-xl border-2 px-3 py-2 text-left text-sm font-semibold shadow-sm sm:w-56';

function RungCard({ rung }: { rung: Rung }) {
  return (
    <li className="w-full sm:w-auto">
      <Link
        to={`/ladder/${rung.id}`}
        title={rung.title}
        className={`${CARD} border-slate-300 bg-white text-slate-900 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-400`}
      >
        <span className="line-clamp-2 min-w-0 flex-1 break-words">{rung.title}</span>
        {rung.total_next > 0 && <NextBadge />}
      </Link>
    </li>
  );
}

/** One level of the ladder: its name ("1 step up") and its tracks side by side, wrapping. */
function Level({ depth, rungs, track }: { depth: number; rungs: Rung[]; track: CareerTrack }) {
  const { t } = useTranslation();
  const label =
    depth === 0
      ? t('tracks.ui.this_track')
      : t(depth > 0 ? 'tracks.ui.rung_up' : 'tracks.ui.rung_down', { count: Math.abs(depth) });
  return (
    <li className="flex flex-col items-center gap-2">
      <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{label}</span>
      {depth === 0 ? (
        <div
          aria-current="page"
          className={`${CARD} justify-center border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500 dark:text-slate-950`}
        >
          <span className="min-w-0 break-words">{track.title}</span>
        </div>
      ) : (
        <ul className="flex w-full flex-wrap justify-center gap-2">
          {rungs.map((rung) => (
            <RungCard key={rung.id} rung={rung} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The whole ladder of a track, drawn bottom to top: the rungs it builds on below it, the rungs it
 * leads to above, each level named by its distance, three levels each way until "show more".
 * Plain links in reading order, so it reads and works the same with a keyboard or a screen reader.
 */
export function LadderChart({ track }: { track: CareerTrack }) {
  const { t } = useTranslation();
  const [isWhole, setIsWhole] = useState(false);
  const rungs = track.ladder.rungs;
  const depths = [...new Set(rungs.map((rung) => rung.depth))];
  const hidden = isWhole ? [] : depths.filter((depth) => Math.abs(depth) > SHOWN_EACH_WAY);
  const shown = [...depths.filter((depth) => !hidden.includes(depth)), 0].sort((a, b) => b - a);
  const hiddenCount = rungs.filter((rung) => hidden.includes(rung.depth)).length;
  const hasNextRungs = rungs.some((rung) => rung.total_next > 0);

  return (
    <div className="space-y-3">
      <ol
        aria-label={t('tracks.ui.ladder')}
        className="relative flex flex-col gap-4 before:absolute before:inset-y-4 before:left-1/2 before:-z-0 before:w-0.5 before:-translate-x-1/2 before:bg-slate-200 dark:before:bg-slate-700 [&>li]:relative"
      >
        {shown.map((depth) => (
          <Level key={depth} depth={depth} track={track} rungs={rungs.filter((rung) => rung.depth === depth)} />
        ))}
      </ol>
      {rungs.length === 0 && (
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">{t('tracks.ui.ladder_alone')}</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {hasNextRungs ? (
          <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <NextBadge />
            {t('tracks.ui.ladder_legend')}
          </p>
        ) : (
          <span />
        )}
        {(hiddenCount > 0 || isWhole) && depths.some((depth) => Math.abs(depth) > SHOWN_EACH_WAY) && (
          <button
            type="button"
            aria-expanded={isWhole}
            onClick={() => setIsWhole((whole) => !whole)}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-slate-800"
          >
            {isWhole ? t('tracks.ui.ladder_less') : t('tracks.ui.ladder_more', { count: hiddenCount })}
          </button>
        )}
      </div>
    </div>
  );
}
