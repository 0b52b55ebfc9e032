import { forwardRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

/**
 * The address box of the sign-in, registration and recovery forms: one label, the email keyboard,
 * and the browser's address autofill (sign-in asks for the saved username instead).
 */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label' | 'type'>>(function EmailField(
  { autoComplete = 'email', ...props },
  ref,
) {
  const { t } = useTranslation();
  return <TextField ref={ref} label={t('common.email')} type="email" autoComplete={autoComplete} {...props} />;
});
