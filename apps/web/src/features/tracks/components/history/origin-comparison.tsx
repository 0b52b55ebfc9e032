import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { useOriginComparison } from '../../api/history';
import { VersionDiff } from './version-diff';

/**
 * On the history of a track built on another: what it changed from the version of the original
 * it was built on, and what the original changed since (docs/api/people-and-career-tracks.md,
 * "History"). Nothing for a track built on nothing, or on one the reader cannot see.
 */
export function OriginComparison({ trackId }: { trackId: string }) {
  const { t, i18n } = useTranslation();
  const origin = useOriginComparison(trackId, i18n.language);
  const id = useId();
  if (origin.isError && origin.error instanceof ApiError && origin.error.status === 404) return null;
  return (
    <Card aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {t('history.origin_heading')}
      </h2>
      {origin.isPending ? (
        <Spinner label={t('history.loading')} />
      ) : origin.isError ? (
        <LoadError onRetry={origin.refetch} />
      ) : (
        <>
          <Link
            to={`/ladder/${origin.data.origin_id}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline dark:text-brand-300"
          >
            {t('history.origin_open')}
          </Link>
          <section aria-labelledby={`${id}-changed`} className="space-y-2">
            <h3 id={`${id}-changed`} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
              {origin.data.base_version === null
                ? t('history.origin_changed')
                : t('history.origin_changed_from', { number: origin.data.base_version })}
            </h3>
            <VersionDiff diff={origin.data.changed} />
          </section>
          <section aria-labelledby={`${id}-since`} className="space-y-2">
            <h3 id={`${id}-since`} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
              {t('history.origin_since')}
            </h3>
            {origin.data.since ? (
              <VersionDiff diff={origin.data.since} />
            ) : (
              <p className="text-sm">{t('history.origin_unchanged')}</p>
            )}
          </section>
        </>
      )}
    </Card>
  );
}
