import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useYouMightLike } from '../api/get-you-might-like';
import { PersonRow } from './person-row';

/** 'You Might Like' (docs/product.md "Layout and parts"): members to follow, each with why, and a Follow button. */
export function YouMightLike() {
  const { t } = useTranslation();
  const suggestions = useYouMightLike();

  if (suggestions.isPending) return <Spinner label={t('common.loading')} />;
  if (suggestions.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p className="text-slate-700 dark:text-slate-300">{t('toast.generic_error')}</p>
        <Button variant="secondary" onClick={() => void suggestions.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (suggestions.data.items.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('people.ui.suggestions_empty')}</p>;
  }
  return (
    <ul className="space-y-4">
      {suggestions.data.items.map((item) => (
        <li key={item.user_id}>
          <PersonRow
            userId={item.user_id}
            name={item.user_name}
            username={item.username}
            photo={item.user_photo_path}
            detail={t(`people.ui.reason_${item.reason}`)}
            isFollowed={(item as { is_followed?: boolean }).is_followed ?? false}
            isCompact
          />
        </li>
      ))}
    </ul>
  );
}
