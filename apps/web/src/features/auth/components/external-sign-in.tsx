import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { oauthState } from '../../../lib/storage';
import { useTheme } from '../../../lib/theme';
import {
  finishExternalSignIn,
  NO_BOXES,
  SIGN_UP_BOX_CODES,
  startExternalSignIn,
  type SignUpBoxes,
} from '../api/external-sign-in';
import { tellIfDeletionCancelled } from './deletion-cancelled';
import { useProviders } from '../api/get-providers';

// Shown only after a sign-in was refused for want of the sign-up boxes: they stay off the first screen.
const ConsentCheckbox = lazy(async () => ({
  default: (await import('./consent-checkbox')).ConsentCheckbox,
}));

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

/** The sign-up boxes the person ticked, read when the provider answers; and what to do when a new account needs them. */
interface ConsentProps {
  consent: RefObject<SignUpBoxes>;
  onConsentRequired: (detail: string) => void;
}

/** Google Identity Services' own button, initialised with a nonce the server issued. */
function GoogleButton({ clientId, consent, onConsentRequired }: { clientId: string } & ConsentProps) {
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
            finishExternalSignIn({ signin_with: 'google', credential, ...consent.current })
              .then((answer) => signIn(tellIfDeletionCancelled(answer, t)))
              .catch((failure: unknown) => {
                if (failure instanceof ApiError && SIGN_UP_BOX_CODES.includes(failure.code))
                  onConsentRequired(failure.detail);
                else toast.error(t('auth.login_failed'));
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
  }, [clientId, signIn, t, theme, i18n.language, attempt, consent, onConsentRequired]);

  return <div ref={container} className="flex min-h-10 justify-center" aria-label={t('auth.google')} />;
}

function LinkedInButton({ consent }: Pick<ConsentProps, 'consent'>) {
  const { t } = useTranslation();
  const [isStarting, setIsStarting] = useState(false);
  const start = async () => {
    setIsStarting(true);
    try {
      const answer = await startExternalSignIn('linkedin');
      if (answer.signin_with !== 'linkedin') throw new Error('unexpected answer');
      oauthState.save(answer.state, consent.current);
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

/** The three boxes of a new account, each with the message shown while it is not ticked. */
const BOXES = [
  ['adult', 'privacy.consent_age', 'privacy.errors.age_required'],
  ['terms', 'privacy.consent_terms', 'privacy.errors.terms_required'],
  ['consent', 'privacy.consent_processing', 'validation.consent_required'],
] as const;

/**
 * The third-party sign-in buttons, shown only for the providers the server has configured. A
 * sign-in that would create an account is refused until the person ticks the three sign-up boxes,
 * which show then (or at once after a refused LinkedIn sign-in, `?consent=required`); existing
 * members never see them (docs/decisions/0055-privacy-choices-and-sign-up-consent.md).
 */
export function ExternalSignIn() {
  const { t } = useTranslation();
  const providers = useProviders();
  const [searchParams] = useSearchParams();
  const [consentError, setConsentError] = useState<string | null>(
    searchParams.get('consent') === 'required' ? t('validation.consent_required') : null,
  );
  const [ticked, setTicked] = useState<SignUpBoxes>(NO_BOXES);
  const consent = useRef<SignUpBoxes>(NO_BOXES);
  const onConsentRequired = useCallback((detail: string) => setConsentError(detail), []);
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
      {consentError !== null && (
        // Each box its own, as on the registration form: the age, the contract, the consent.
        <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950">
          <p className="text-sm text-slate-800 dark:text-slate-200">{t('consent.external_hint')}</p>
          <Suspense fallback={null}>
            {BOXES.map(([box, textKey, error]) => (
              <ConsentCheckbox
                key={box}
                name={box}
                textKey={textKey}
                checked={ticked[box]}
                error={ticked[box] ? undefined : error}
                onChange={(event) => {
                  consent.current = { ...consent.current, [box]: event.target.checked };
                  setTicked(consent.current);
                }}
              />
            ))}
          </Suspense>
        </div>
      )}
      {google && <GoogleButton clientId={google.client_id} consent={consent} onConsentRequired={onConsentRequired} />}
      {linkedin && <LinkedInButton consent={consent} />}
    </div>
  );
}
