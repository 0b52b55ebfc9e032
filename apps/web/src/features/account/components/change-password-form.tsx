import { schemaResolver } from '../../../lib/schema-resolver';
import { changePasswordFormSchema } from '@ladder/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';

type Values = z.input<typeof changePasswordFormSchema>;
const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const change = useChangePassword();
  const form = useForm<Values, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: schemaResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync({
        current_password: values.current_password,
        new_password: values.new_password,
      });
      // Every earlier token is revoked by the server: keep this device signed in with the new one.
      await signIn(answer.access_token);
      toast.success(t('account.change_password_success'));
      form.reset(EMPTY);
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['current_password', 'new_password'])) return;
      if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_WRONG') {
        form.setError('current_password', { type: 'server', message: error.detail });
      }
      toast.failure(error, t('toast.generic_error'));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="max-w-md space-y-4">
      <TextField
        label={t('account.current_password')}
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <NewPasswordFields
        newPassword={form.register('new_password')}
        confirmPassword={form.register('confirm_password')}
        newPasswordError={errors.new_password?.message}
        confirmPasswordError={errors.confirm_password?.message}
      />
      <Button type="submit" isLoading={isSubmitting}>
        {t('account.change_password_submit')}
      </Button>
    </form>
  );
}
