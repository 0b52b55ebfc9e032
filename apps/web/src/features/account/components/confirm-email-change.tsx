import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Spinner } from '../../../components/ui/spinner';
import { serverDetail } from '../../../lib/api-client';
import { meKey } from '../../../lib/query-keys/session';
import { useSession } from '../../../lib/session';
import { confirmEmailChange } from '../api/confirm-email-change';

/** Opens from the link mailed to the new address; works signed in or not. */
export function ConfirmEmailChange({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    confirmEmailChange(token).then(
      async (answer) => {
        toast.success(answer.message);
        await queryClient.invalidateQueries({ queryKey: meKey });
        void navigate(status === 'member' ? '/feed' : '/login', { replace: true });
      },
      (error: unknown) => setFailure(serverDetail(error) ?? t('toast.generic_error')),
    );
  }, [token, navigate, queryClient, status, t]);

  if (failure) return <p className="text-red-700 dark:text-red-300">{failure}</p>;
  return <Spinner label={t('account.confirm_email_title')} />;
}
