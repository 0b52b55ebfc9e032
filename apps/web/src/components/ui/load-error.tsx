import { useTranslation } from '../../lib/i18n';
import { Button } from './button';

/** A load that failed with nothing to show: says so (announced) and offers to try again. */
export function LoadError({
  onRetry,
  className = 'space-y-2 text-sm',
}: {
  onRetry: () => unknown;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={className}>
      <p>{t('toast.generic_error')}</p>
      <Button variant="secondary" onClick={() => void onRetry()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
