import { schemaResolver } from '../../../lib/schema-resolver';
import { changeEmailFormSchema } from '@ladder/shared/schemas/auth';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useMember } from '../../../lib/session';
import { useChangeEmail } from '../api/change-email';

export function ChangeEmailForm() {
  const { t } = useTranslation();
  const user = useMember();
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(() => changeEmailFormSchema(user.email), [user.email]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: schemaResolver(schema),
    defaultValues: { to_email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ to_email }) => {
    try {
      const answer = await change.mutateAsync(to_email);
      toast.success(answer.message);
      setSentTo(to_email);
      form.reset({ to_email: '' });
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['to_email'])) return;
      if (error instanceof ApiError && error.code === 'EMAIL_SAME')
        form.setError('to_email', { type: 'server', message: error.detail });
      toast.failure(error, t('toast.generic_error'));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="max-w-md space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('account.current_email')}: <strong className="break-all">{user.email}</strong>
      </p>
      {sentTo && <Notice>{t('account.change_email_sent', { email: sentTo })}</Notice>}
      <TextField
        label={t('account.new_email')}
        type="email"
        autoComplete="email"
        hint={t('account.change_email_hint')}
        error={errors.to_email?.message}
        {...form.register('to_email')}
      />
      <Button type="submit" isLoading={isSubmitting}>
        {t('account.change_email_submit')}
      </Button>
    </form>
  );
}
