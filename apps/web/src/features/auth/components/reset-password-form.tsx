import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@ladder/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';

type Values = z.input<typeof resetPasswordFormSchema>;

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<Values, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { token, new_password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ token: values.token, new_password: values.new_password });
      toast.success(t('auth.reset_success'));
      void navigate('/login', { replace: true });
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['new_password'])) return;
      toast.error(error instanceof ApiError && error.status !== 0 ? error.detail : t('auth.reset_failed'));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <TextField
        label={t('auth.new_password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.password_hint')}
        error={errors.new_password?.message}
        {...form.register('new_password')}
      />
      <TextField
        label={t('auth.confirm_password')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
      <Button type="submit" className="w-full" isLoading={isSubmitting}>
        {t('auth.reset_submit')}
      </Button>
    </form>
  );
}
