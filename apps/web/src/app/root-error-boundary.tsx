import { useTranslation } from '../lib/i18n';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button';

/** Whatever a screen throws (a failed chunk load after a deploy, a bug): a way back, not a blank page. */
export function RootErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isMissing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div role="alert" className="mx-auto mt-24 max-w-md space-y-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{isMissing ? t('not_found.title') : t('toast.generic_error')}</h1>
      <a href="/" className={buttonClass('primary')}>
        {t('common.back_home')}
      </a>
    </div>
  );
}
