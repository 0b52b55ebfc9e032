import type { forgotPasswordSchema } from '@ladder/shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { applyServerErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { linkClass } from './auth-card';
import { EmailField } from './email-field';
import { lazySchemaResolver } from '../../../lib/lazy-resolver';

type Values = z.input<typeof forgotPasswordSchema>;
/** zod and the schema load after the form paints (lib/lazy-resolver.ts). */
const resolver = lazySchemaResolver(() => import('@ladder/shared/schemas/auth').then((m) => m.forgotPasswordSchema));

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [isSent, setIsSent] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver,
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      toast.success(t('auth.send_mail_success'));
      setIsSent(true);
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['email'])) return;
      toast.failure(error, t('auth.send_mail_failed'));
    }
  });

  return (
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {isSent && <Notice>{t('auth.send_mail_success')}</Notice>}
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <Button type="submit" className="w-full" isLoading={isSubmitting}>
        {t('auth.forgot_submit')}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className={linkClass}>
          {t('auth.back_to_login')}
        </Link>
      </p>
    </form>
  );
}
