import { ChevronRight } from 'lucide-react';
import type { CareerTrackSummary, Industry } from '@ladder/shared/schemas/career-tracks';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { NextPageButton } from '../../../components/ui/next-page-button';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { rememberRedirect } from '../../../lib/storage';
import { truncate } from '../../../lib/truncate';
import { industryName, useIndustries } from '../api/get-industries';
import { useTrack, useTracksByIndustry } from '../api/get-tracks';
import { NextBadge, StatusBadge } from './status-badge';

/** docs/product.md "Fixed values and limits": a track title is cut at 60 characters, or at 40 when it carries the 'H' badge. */
export const trackTitle = (title: string, hasNext: boolean) => truncate(title, hasNext ? 40 : 60);

/** How deep the tree opens next tracks (a ladder cannot loop: no cycle can be saved). */
const MAX_DEPTH = 6;

/**
 * A track of the tree; one with next tracks carries the 'H' badge as a button that opens them
 * below it (their titles cut at 20 with the badge, 30 without), loaded the first time.
 */
function TrackBranch({
  track,
  depth,
  onNavigate,
}: {
  track: CareerTrackSummary;
  depth: number;
  onNavigate?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const hasNext = track.total_next > 0 && depth < MAX_DEPTH;
  const full = useTrack(track.id, isOpen);
  const panelId = useId();
  const title = depth === 0 ? trackTitle(track.title, hasNext) : truncate(track.title, hasNext ? 20 : 30);
  return (
    <li>
      <div className="flex items-start gap-1">
        <Link
          to={`/ladder/${track.id}`}
          title={track.title}
          onClick={onNavigate}
          className="flex min-w-0 flex-1 items-start gap-1.5 rounded-md px-1.5 py-1 text-sm text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <span className="min-w-0 flex-1 break-words">{title}</span>
          {track.status !== 'shared' && <StatusBadge status={track.status} />}
        </Link>
        {hasNext && (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={isOpen ? panelId : undefined}
            onClick={() => setIsOpen((open) => !open)}
            className="inline-flex min-h-8 min-w-8 items-center justify-center gap-0.5 rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <NextBadge isDecorative />
            <span className="sr-only">{t('tracks.ui.show_next', { title: track.title })}</span>
            <ChevronRight
              aria-hidden="true"
              className={`size-3 shrink-0 text-slate-500 dark:text-slate-400 ${isOpen ? 'rotate-90' : ''}`}
            />
          </button>
        )}
      </div>
      {isOpen && (
        <div id={panelId} className="ml-2 border-l border-slate-200 pl-2 dark:border-slate-700">
          {full.isPending ? (
            <Spinner size="sm" label={t('common.loading')} />
          ) : full.isError ? (
            <Button variant="ghost" className="min-h-8 px-2" onClick={() => void full.refetch()}>
              {t('common.retry')}
            </Button>
          ) : (
            <ul className="space-y-0.5">
              {full.data.ladder.next.map((next) => (
                <TrackBranch key={next.id} track={next} depth={depth + 1} onNavigate={onNavigate} />
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}

function IndustryTracks({ industry, onNavigate }: { industry: Industry; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const tracks = useTracksByIndustry(industry.id);
  const items = tracks.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mt-1 mb-2 ml-3 border-l border-slate-200 pl-3 dark:border-slate-700">
      {tracks.isPending ? (
        <Spinner size="sm" label={t('common.loading')} />
      ) : tracks.isError ? (
        <div role="alert" className="space-y-1 text-sm">
          <p>{t('tracks.ui.load_failed')}</p>
          <Button variant="ghost" className="min-h-8 px-2" onClick={() => void tracks.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="py-1 text-sm text-slate-600 dark:text-slate-400">{t('tracks.ui.no_tracks')}</p>
      ) : (
        <ul className="space-y-0.5">
          {items.map((track) => (
            <TrackBranch key={track.id} track={track} depth={0} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      <NextPageButton query={tracks} variant="ghost" className="min-h-8 px-2 text-xs">
        {t('tracks.ui.more_tracks')}
      </NextPageButton>
      <Link
        to={`/career-track/${industry.id}/create`}
        onClick={onNavigate}
        className="mt-1 inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-sm font-semibold text-brand-700 hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true">+</span> {t('tracks.ui.add_track')}
      </Link>
    </div>
  );
}

/**
 * docs/product.md "Layout and parts": the industries (20 a page, 'more industries'), each opening — one at a
 * time — onto its career tracks, loaded the first time it opens, and 'Add new track'. A
 * visitor who opens one is sent to sign in and comes back here.
 */
export function IndustryTree({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const { status } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const industries = useIndustries(i18n.language);
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const items = industries.data?.pages.flatMap((page) => page.items) ?? [];

  const toggle = (id: string) => {
    if (status !== 'member') {
      rememberRedirect(`${location.pathname}${location.search}`);
      void navigate('/login');
      return;
    }
    setOpenId((current) => (current === id ? null : id));
  };

  if (industries.isPending) return <Spinner label={t('common.loading')} />;
  if (industries.isError && items.length === 0) {
    return <LoadError onRetry={industries.refetch} />;
  }

  return (
    <div>
      <ul aria-label={t('tracks.ui.tree_label')} className="space-y-0.5">
        {items.map((industry) => {
          const name = industryName(industry, i18n.language);
          const isOpen = openId === industry.id;
          const panelId = `${baseId}-${industry.id}`;
          return (
            <li key={industry.id}>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={isOpen ? panelId : undefined}
                title={name}
                onClick={() => toggle(industry.id)}
                className="flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm font-medium text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                <ChevronRight
                  aria-hidden="true"
                  className={`size-4 shrink-0 text-slate-500 transition-transform dark:text-slate-400 ${isOpen ? 'rotate-90' : ''}`}
                />
                {/* Every name the same way, never cut by a character count: whole, on at most two lines. */}
                <span className="line-clamp-2 min-w-0 flex-1 break-words">{name}</span>
                <span className="shrink-0 rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  <span aria-hidden="true">{formatCount(industry.total_career_tracks, i18n.language)}</span>
                  <span className="sr-only">
                    {t('tracks.ui.tracks_count', { count: industry.total_career_tracks })}
                  </span>
                </span>
              </button>
              {isOpen && (
                <div id={panelId}>
                  <IndustryTracks industry={industry} onNavigate={onNavigate} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <NextPageButton query={industries} variant="ghost" className="mt-2 w-full">
        {t('tracks.ui.more_industries')}
      </NextPageButton>
    </div>
  );
}
