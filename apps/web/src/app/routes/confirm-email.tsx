import { ConfirmEmailChange } from '../../features/account/components/confirm-email-change';
import { TokenPage } from './token-page';

export function Component() {
  return (
    <TokenPage titleKey="account.confirm_email_title">{(token) => <ConfirmEmailChange token={token} />}</TokenPage>
  );
}
