import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

/**
 * The address box of the sign-in, registration and recovery forms: one label, the email keyboard,
 * and the browser's address autofill (sign-in asks for the saved username instead).
 */
export function EmailField({
  autoComplete = 'email',
  ref,
  ...props
}: Omit<TextFieldProps, 'label' | 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return <TextField ref={ref} label={t('common.email')} type="email" autoComplete={autoComplete} {...props} />;
}
