import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { TextField } from '../ui/text-field';

/** "New password" with the rule as a hint, and its confirmation: reset and change use both. */
export function NewPasswordFields(props: {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  newPasswordError: string | undefined;
  confirmPasswordError: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('auth.new_password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.password_hint')}
        error={props.newPasswordError}
        {...props.newPassword}
      />
      <TextField
        label={t('auth.confirm_password')}
        type="password"
        autoComplete="new-password"
        error={props.confirmPasswordError}
        {...props.confirmPassword}
      />
    </>
  );
}
