import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Spinner } from '../../../components/ui/spinner';
import { activateAccount } from '../api/activate-account';
import { linkClass } from './auth-card';

/** Activates once on arrival (the token is single-use, so a second render must not spend it again). */
export function ActivateAccount({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [hasFailed, setHasFailed] = useState(false);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    activateAccount(token).then(
      () => {
        toast.success(t('auth.activation_success'));
        void navigate('/login', { replace: true });
      },
      (error: unknown) => {
        setHasFailed(true);
        toast.failure(error, t('auth.activation_failed_toast'));
      },
    );
  }, [token, navigate, t]);

  if (!hasFailed) return <Spinner label={t('auth.activation_title')} />;
  return (
    <div className="space-y-3">
      <p className="text-lg font-semibold text-red-700 dark:text-red-300">{t('auth.activation_failed_page')}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.activation_failed_hint')}</p>
      <Link to="/register" className={linkClass}>
        {t('auth.register_link')}
      </Link>
    </div>
  );
}
