import type { resetPasswordFormSchema } from '@ladder/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { Button } from '../../../components/ui/button';
import { applyServerErrors } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { lazySchemaResolver } from '../../../lib/lazy-resolver';

type Values = z.input<typeof resetPasswordFormSchema>;
/** zod and the schema load after the form paints (lib/lazy-resolver.ts). */
const resolver = lazySchemaResolver(() => import('@ladder/shared/schemas/auth').then((m) => m.resetPasswordFormSchema));

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<Values, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver,
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
      toast.failure(error, t('auth.reset_failed'));
    }
  });

  return (
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <NewPasswordFields
        newPassword={form.register('new_password')}
        confirmPassword={form.register('confirm_password')}
        newPasswordError={errors.new_password?.message}
        confirmPasswordError={errors.confirm_password?.message}
      />
      <Button type="submit" className="w-full" isLoading={isSubmitting}>
        {t('auth.reset_submit')}
      </Button>
    </form>
  );
}
