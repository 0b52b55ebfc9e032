import { ActivateAccount } from '../../features/auth/components/activate-account';
import { TokenPage } from './token-page';

export function Component() {
  return <TokenPage titleKey="auth.activation_title">{(token) => <ActivateAccount token={token} />}</TokenPage>;
}
