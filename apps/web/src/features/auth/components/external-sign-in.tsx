import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { oauthState } from '../../../lib/storage';
import { useTheme } from '../../../lib/theme';
import { finishExternalSignIn, startExternalSignIn } from '../api/external-sign-in';
import { tellIfDeletionCancelled } from './deletion-cancelled';
import { useProviders } from '../api/get-providers';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        nonce: string;
        callback: (response: { credential: string }) => void;
      }): void;
      renderButton(element: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

const GIS_SRC = 'https://accounts.google.com/gsi/client';

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const existing = (window as unknown as { google?: GoogleIdentity }).google;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { google?: GoogleIdentity }).google;
      if (loaded) resolve(loaded);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.append(script);
  });
}

/** Google Identity Services' own button, initialised with a nonce the server issued. */
function GoogleButton({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation();
  const { signIn } = useSession();
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    Promise.all([loadGoogleIdentity(), startExternalSignIn('google')])
      .then(([google, start]) => {
        if (!isCurrent || !container.current || start.signin_with !== 'google') return;
        google.accounts.id.initialize({
          client_id: clientId,
          nonce: start.nonce,
          callback: ({ credential }) => {
            finishExternalSignIn({ signin_with: 'google', credential })
              .then((answer) => signIn(tellIfDeletionCancelled(answer, t)))
              .catch(() => {
                toast.error(t('auth.login_failed'));
                // A nonce is good once: start over with a fresh one.
                setAttempt((n) => n + 1);
              });
          },
        });
        google.accounts.id.renderButton(container.current, {
          type: 'standard',
          theme: theme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text: 'signin_with',
          width: 320,
          locale: i18n.language,
        });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [clientId, signIn, t, theme, i18n.language, attempt]);

  return <div ref={container} className="flex min-h-10 justify-center" aria-label={t('auth.google')} />;
}

function LinkedInButton() {
  const { t } = useTranslation();
  const [isStarting, setIsStarting] = useState(false);
  const start = async () => {
    setIsStarting(true);
    try {
      const answer = await startExternalSignIn('linkedin');
      if (answer.signin_with !== 'linkedin') throw new Error('unexpected answer');
      oauthState.save(answer.state);
      window.location.assign(answer.authorization_url);
    } catch {
      setIsStarting(false);
      toast.error(t('auth.login_failed'));
    }
  };
  return (
    <Button variant="secondary" className="w-full" isLoading={isStarting} onClick={() => void start()}>
      <span aria-hidden="true" className="rounded bg-[#0a66c2] px-1 text-xs font-bold text-white">
        in
      </span>
      {t('auth.linkedin')}
    </Button>
  );
}

/** The third-party sign-in buttons, shown only for the providers the server has configured. */
export function ExternalSignIn() {
  const { t } = useTranslation();
  const providers = useProviders();
  const google = providers.data?.google;
  const linkedin = providers.data?.linkedin;
  if (!google && !linkedin) return null;
  return (
    <div className="mt-6 space-y-3">
      <p className="flex items-center gap-3 text-xs text-slate-600 uppercase dark:text-slate-400">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-300 dark:bg-slate-700" />
        {t('auth.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-slate-300 dark:bg-slate-700" />
      </p>
      {google && <GoogleButton clientId={google.client_id} />}
      {linkedin && <LinkedInButton />}
    </div>
  );
}
