import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { oauthState } from '../../../lib/storage';
import { finishExternalSignIn, SIGN_UP_BOX_CODES } from '../api/external-sign-in';
import { tellIfDeletionCancelled } from './deletion-cancelled';

/**
 * Where LinkedIn sends the browser back. The state must be the one this tab saved before
 * leaving; the code then goes to the server, which exchanges and verifies it.
 */
export function LinkedInCallback({
  code,
  state,
  error,
}: {
  code: string | null;
  state: string | null;
  error: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    const saved = oauthState.take();
    const fail = (failure?: unknown) => {
      // A new person who did not tick the sign-up boxes goes back to sign in with the boxes shown.
      if (failure instanceof ApiError && SIGN_UP_BOX_CODES.includes(failure.code)) {
        toast.error(failure.detail);
        void navigate('/login?consent=required', { replace: true });
        return;
      }
      toast.error(t('auth.login_failed'));
      void navigate('/login', { replace: true });
    };
    if (error || !code || !state || !saved || saved.state !== state) {
      fail();
      return;
    }
    finishExternalSignIn({
      signin_with: 'linkedin',
      code,
      state,
      redirect_uri: `${window.location.origin}/linkedin`,
      adult: saved.adult,
      terms: saved.terms,
      consent: saved.consent,
    })
      .then((answer) => signIn(tellIfDeletionCancelled(answer, t)))
      .catch(fail);
  }, [code, state, error, navigate, signIn, t]);

  return <Spinner label={t('common.loading')} />;
}
