import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ERROR_CLASS } from '../../../components/ui/field';
import { serverDetail } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { recordConsent } from '../api/consent';
import { ConsentText } from './consent-text';

/**
 * Asks a member who has not agreed to the policy in force (it changed since they did, or they
 * never did) before anything else: a modal that neither Escape nor a click outside closes, only
 * agreeing or logging out (docs/decisions/0030-consent-and-policy-versions.md).
 */
export function ConsentDialog() {
  const { t } = useTranslation();
  const { user, setUser, signOut } = useSession();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isRequired = user?.consent_required === true;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && isRequired && !dialog.open) dialog.showModal();
  }, [isRequired]);

  if (!isRequired) return null;

  const agree = async () => {
    setIsSaving(true);
    setError(null);
    try {
      setUser(await recordConsent());
    } catch (failure) {
      setError(serverDetail(failure) ?? t('consent.failed'));
      setIsSaving(false);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => event.preventDefault()}
      // A browser may still close it (a second Escape): it opens again while consent is missing.
      onClose={() => ref.current?.showModal()}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('consent.dialog_title')}
      </h2>
      <p id={bodyId} className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {t('consent.dialog_body')}
      </p>
      <p className="mt-3 text-sm text-slate-800 dark:text-slate-200">
        <ConsentText textKey="consent.label" />
      </p>
      {error && (
        <p role="alert" className={ERROR_CLASS}>
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('consent.logout')}
        </Button>
        <Button isLoading={isSaving} onClick={() => void agree()}>
          {t('consent.agree')}
        </Button>
      </div>
    </dialog>
  );
}
