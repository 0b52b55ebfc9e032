import type { TranslationSuggestion } from '@ladder/shared/schemas/track-languages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDecideSuggestion, useTranslationSuggestions } from '../api/translations';

/**
 * Members' suggested translations of a track (docs/decisions/0063): its author reads each and
 * uses it as the translation or declines it; a member sees that their own is waiting.
 */
export function TranslationSuggestions({
  trackId,
  isAuthor,
  authorName,
  onAccepted,
}: {
  trackId: string;
  isAuthor: boolean;
  authorName: string;
  /** A suggestion became the translation. */
  onAccepted: () => void;
}) {
  const { t } = useTranslation();
  const suggestions = useTranslationSuggestions(trackId);
  const decide = useDecideSuggestion();
  if (suggestions.isPending) return <Spinner label={t('common.loading')} />;
  if (suggestions.isError) return <LoadError onRetry={suggestions.refetch} />;
  const items = suggestions.data.items;
  if (!isAuthor)
    return items.length > 0 ? (
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {t('languages.your_suggestion', { name: authorName })}
      </p>
    ) : null;

  const answer = (suggestion: TranslationSuggestion, status: 'accepted' | 'declined') =>
    decide.mutate(
      { id: suggestion.id, status },
      {
        onSuccess: () => {
          toast.success(t(status === 'accepted' ? 'languages.accepted' : 'languages.declined'));
          if (status === 'accepted') onAccepted();
        },
        onError: () => toast.error(t('languages.failed')),
      },
    );
  return (
    <Card aria-labelledby="suggestions-heading" className="space-y-4">
      <h2 id="suggestions-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('languages.suggestions_heading')}
      </h2>
      {items.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('languages.suggestions_empty')}</p>
      )}
      <ul className="space-y-4">
        {items.map((suggestion) => (
          <li key={suggestion.id} className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('languages.suggested_by', { name: suggestion.user_name })}
            </p>
            <p lang={suggestion.language} className="font-semibold text-slate-900 dark:text-white">
              {suggestion.title}
            </p>
            <p lang={suggestion.language} className="text-sm whitespace-pre-line text-slate-800 dark:text-slate-200">
              {suggestion.desc}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                isLoading={
                  decide.isPending && decide.variables?.id === suggestion.id && decide.variables.status === 'accepted'
                }
                onClick={() => answer(suggestion, 'accepted')}
              >
                {t('languages.accept')}
              </Button>
              <Button variant="secondary" onClick={() => answer(suggestion, 'declined')}>
                {t('languages.decline')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
