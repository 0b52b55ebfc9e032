import type { TrackVersion } from '@ladder/shared/schemas/track-history';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NextPageButton } from '../../../../components/ui/next-page-button';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { fullDate } from '../../../../lib/dates';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useRestoreVersion, useTrackVersions, useVersionComparison } from '../../api/history';
import { OriginComparison } from './origin-comparison';
import { VersionDiff } from './version-diff';

const COUNTS = [
  'skills_added',
  'skills_removed',
  'levels_changed',
  'categories_moved',
  'texts_changed',
  'resources_changed',
] as const;

/** The line a version's entry shows: the author's own, else one written from its counts in the reader's language. */
function useSummary() {
  const { t } = useTranslation();
  return (version: TrackVersion): string => {
    if (version.summary) return version.summary;
    if (version.restored_from !== null) return t('history.restored', { number: version.restored_from });
    const changes = version.changes;
    if (!changes) return t('history.first');
    const parts = [
      ...(changes.title_changed ? [t('history.title_changed')] : []),
      ...(changes.desc_changed ? [t('history.desc_changed')] : []),
      ...COUNTS.filter((key) => changes[key] > 0).map((key) => t(`history.${key}`, { count: changes[key] })),
    ];
    if (parts.length === 0) return t('history.no_changes');
    const line = parts.join(', ');
    return line.charAt(0).toUpperCase() + line.slice(1);
  };
}

/** Which two versions are compared: the address's `from` and `to`, else the newest with the one before. */
function usePicked(newest: number) {
  const [params, setParams] = useSearchParams();
  const from = Number(params.get('from')) || Math.max(newest - 1, 1);
  const to = Number(params.get('to')) || newest;
  const pick = (key: 'from' | 'to', value: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('from', String(key === 'from' ? value : from));
        next.set('to', String(key === 'to' ? value : to));
        return next;
      },
      { replace: true },
    );
  return { from, to, pick };
}

const pickClass =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-within:ring-2 focus-within:ring-brand-500 dark:text-slate-200 dark:hover:bg-slate-800';

/** One of a version's two choices: the older or the newer side of the comparison. */
function PickRadio(props: { side: 'from' | 'to'; number: number; checked: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  return (
    <label className={pickClass}>
      <input
        type="radio"
        name={props.side}
        className="h-4 w-4 accent-brand-600"
        checked={props.checked}
        onChange={props.onPick}
        aria-label={t(props.side === 'from' ? 'history.pick_from' : 'history.pick_to', { number: props.number })}
      />
      {t(props.side === 'from' ? 'history.older' : 'history.newer')}
    </label>
  );
}

/** /ladder/{id}/history: the versions newest first, any two compared word by word, and Restore for the author. */
export function TrackHistory(props: { trackId: string; title: string; isAuthor: boolean; isBuiltOnAnother: boolean }) {
  const { trackId, title, isAuthor } = props;
  const { t, i18n } = useTranslation();
  const versions = useTrackVersions(trackId);
  const items = versions.data?.pages.flatMap((page) => page.items) ?? [];
  const newest = items[0]?.number ?? 0;
  const { from, to, pick } = usePicked(newest);
  const comparison = useVersionComparison(trackId, from, to, i18n.language);
  const summary = useSummary();
  const restore = useRestoreVersion(trackId);
  const [restoring, setRestoring] = useState<number | null>(null);

  const confirmRestore = () => {
    if (restoring === null) return;
    const number = restoring;
    restore.mutate(number, {
      onSuccess: () => {
        toast.success(t('history.restore_done', { number }));
        setRestoring(null);
      },
      onError: () => toast.error(t('history.restore_failed')),
    });
  };

  return (
    <div className="space-y-4">
      <Link
        to={`/ladder/${trackId}`}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline dark:text-brand-300"
      >
        {t('history.back')}
      </Link>
      <h1 className="text-xl font-bold break-words text-slate-900 dark:text-slate-50">
        {t('history.title', { title })}
      </h1>
      {versions.isPending && <Spinner label={t('history.loading')} />}
      {versions.isError && <LoadError onRetry={versions.refetch} />}
      {versions.isSuccess && items.length === 0 && <p className="text-sm">{t('history.empty')}</p>}
      {items.length > 0 && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Card>
            <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-slate-100">{t('history.versions')}</h2>
            <ol className="space-y-3">
              {items.map((version) => (
                <li
                  key={version.number}
                  className="space-y-1 border-b border-slate-200 pb-3 last:border-0 dark:border-slate-800"
                >
                  <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">
                    {t('history.version_n', { number: version.number })}
                    <span className="font-normal text-slate-600 dark:text-slate-400">
                      {' · '}
                      <time dateTime={version.created_at}>{fullDate(version.created_at, i18n.language)}</time>
                      {' · '}
                      {t('history.by', { name: version.author.name })}
                    </span>
                  </p>
                  <p className="text-sm text-slate-800 dark:text-slate-200">{summary(version)}</p>
                  {version.outdated_votes > 0 && (
                    <p className="text-xs font-medium text-amber-800 dark:text-amber-300">
                      {t('history.outdated_votes', { count: version.outdated_votes })}
                      {version.voted_outdated_at &&
                        ` · ${t('history.voted_outdated', { date: fullDate(version.voted_outdated_at, i18n.language) })}`}
                    </p>
                  )}
                  <div className="flex flex-wrap items-center gap-1">
                    <PickRadio
                      side="from"
                      number={version.number}
                      checked={from === version.number}
                      onPick={() => pick('from', version.number)}
                    />
                    <PickRadio
                      side="to"
                      number={version.number}
                      checked={to === version.number}
                      onPick={() => pick('to', version.number)}
                    />
                    {isAuthor && version.number !== newest && (
                      <Button
                        variant="secondary"
                        size="sm"
                        className="min-h-11"
                        onClick={() => setRestoring(version.number)}
                      >
                        {t('history.restore', { number: version.number })}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ol>
            <NextPageButton query={versions} variant="secondary" className="mt-3 w-full">
              {t('history.more')}
            </NextPageButton>
          </Card>
          <Card aria-live="polite">
            <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-slate-100">
              {t('history.comparison', { from, to })}
            </h2>
            {from === to ? (
              <p className="text-sm">{t('history.same_version')}</p>
            ) : comparison.isPending ? (
              <Spinner label={t('history.loading')} />
            ) : comparison.isError ? (
              <LoadError onRetry={comparison.refetch} />
            ) : (
              <VersionDiff diff={comparison.data} />
            )}
          </Card>
        </div>
      )}
      {props.isBuiltOnAnother && <OriginComparison trackId={trackId} />}
      <ConfirmDialog
        isOpen={restoring !== null}
        title={t('history.restore_title', { number: restoring ?? 0 })}
        confirmLabel={t('history.restore_confirm')}
        cancelLabel={t('history.cancel')}
        variant="primary"
        isPending={restore.isPending}
        onCancel={() => setRestoring(null)}
        onConfirm={confirmRestore}
      >
        {t('history.restore_body')}
      </ConfirmDialog>
    </div>
  );
}
