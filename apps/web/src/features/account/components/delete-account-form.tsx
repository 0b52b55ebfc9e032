import { deleteAccountSchema } from '@ladder/shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { useMember, useSession } from '../../../lib/session';
import { schemaResolver } from '../../../lib/schema-resolver';
import { takeRedirect } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useDeleteAccount, useDeletionDate } from '../api/delete-account';
import { calendarDate } from '../../../lib/dates';

type Values = z.input<typeof deleteAccountSchema>;

/**
 * "Delete my account": the password, then a confirmation. The server signs the member out
 * everywhere and erases the account after its grace period (docs/decisions/0033-erasing-an-account.md).
 */
export function DeleteAccountForm() {
  const { t } = useTranslation();
  const user = useMember();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [isConfirming, setIsConfirming] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof deleteAccountSchema>>({
    resolver: schemaResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  const confirm = form.handleSubmit(async (values) => {
    try {
      const answer = await remove.mutateAsync({ password: values.password ?? '' });
      setIsConfirming(false);
      // Erased at once: the server's words. Else the sign-in page says when, and how to cancel.
      if (!answer.deletion_due_at) toast.success(answer.message);
      await signOut();
      // The server already ended this session, so signing out was refused and remembered this
      // page: a member who comes back goes to the feed, not to the deletion again.
      takeRedirect();
      if (answer.deletion_due_at)
        void navigate(`/login?deletion=${encodeURIComponent(answer.deletion_due_at)}`, { replace: true });
    } catch (error) {
      setIsConfirming(false);
      if (applyServerErrors(error, form.setError, ['password'])) return;
      if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_WRONG') {
        form.setError('password', { type: 'server', message: error.detail });
        return;
      }
      toast.failure(error, t('account.delete_failed'));
    }
  });

  return (
    <section aria-labelledby="delete-account-heading" className="max-w-md space-y-4">
      <h2 id="delete-account-heading" className="text-lg font-semibold text-red-700 dark:text-red-300">
        {t('account.delete_section')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('account.delete_hint')}</p>
      <DeletionDate />
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => void form.handleSubmit(() => setIsConfirming(true))(event)}
      >
        <TextField
          label={t('account.current_password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          hint={user.signin_with ? t('account.delete_no_password') : undefined}
          {...form.register('password')}
        />
        <Button type="submit" variant="danger">
          {t('account.delete_confirm')}
        </Button>
      </form>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('account.delete_confirm_title')}
        confirmLabel={t('account.delete_confirm')}
        isPending={remove.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => void confirm()}
      >
        {t('account.delete_body')}
      </ConfirmDialog>
    </section>
  );
}

/** "If you delete your account today, it is erased on {date}" (issue 41); nothing while unknown. */
function DeletionDate() {
  const { t, i18n } = useTranslation();
  const due = useDeletionDate();
  if (!due.data) return null;
  const at = due.data.deletion_due_at;
  const date = at && calendarDate(at, i18n.language);
  return (
    <p className="text-sm font-medium text-slate-900 dark:text-white">
      {date ? t('screens.deletion.due', { date }) : t('screens.deletion.at_once')}
    </p>
  );
}
