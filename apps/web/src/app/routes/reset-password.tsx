import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { TokenPage } from './token-page';

export function Component() {
  return <TokenPage titleKey="auth.reset_title">{(token) => <ResetPasswordForm token={token} />}</TokenPage>;
}
