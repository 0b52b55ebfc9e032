import { otherLanguage } from '@ladder/shared/values/track-languages';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useTrackIn } from '../../features/tracks/api/get-tracks';
import { useTrackTranslation } from '../../features/tracks/api/translations';
import { TranslationForm } from '../../features/tracks/components/translation-form';
import { TranslationSuggestions } from '../../features/tracks/components/translation-suggestions';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useMember } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /ladder/{id}/translate (docs/product.md "Career tracks", Both languages): the track's text in
 * the language it was not written in, beside the original; its author writes it and reviews
 * members' suggestions, anyone else suggests one.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useMember();
  const track = useTrackIn(id, 'original');
  // Kept on screen while asked again after a save: the page never falls back to a spinner
  // under the member's hands (which would drop the save's own callbacks).
  const translation = useTrackTranslation(id);
  const [accepted, setAccepted] = useState(0);
  const title = track.data
    ? t('languages.page_title', {
        language: t(`languages.name_${otherLanguage(track.data.language)}`),
        title: track.data.title,
      })
    : t('common.loading');
  useDocumentTitle(title);

  if (track.isPending || translation.isPending) return <Spinner label={t('common.loading')} />;
  if (track.isError) {
    const isMissing = track.error instanceof ApiError && (track.error.status === 404 || track.error.status === 422);
    return isMissing ? <EmptyState title={t('tracks.ui.ladder_not_found')} /> : <LoadError onRetry={track.refetch} />;
  }
  if (translation.isError) return <LoadError onRetry={translation.refetch} />;
  const isAuthor = track.data.user_id === me.id;
  return (
    <div className="space-y-5">
      <PageHeader title={title}>
        <Link
          to={`/ladder/${id}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-300"
        >
          {t('languages.back')}
        </Link>
      </PageHeader>
      <TranslationSuggestions
        trackId={id}
        isAuthor={isAuthor}
        authorName={track.data.user_name}
        onAccepted={() => setAccepted((count) => count + 1)}
      />
      <TranslationForm
        // An accepted suggestion is the translation now: the form starts again from it.
        key={accepted}
        original={track.data}
        translation={translation.data}
        isAuthor={isAuthor}
      />
    </div>
  );
}
