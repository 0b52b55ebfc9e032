import { DeleteAccountForm } from '../../features/account/components/delete-account-form';
import { SettingsPage } from './settings-page';

export function Component() {
  return (
    <SettingsPage titleKey="account.delete_title">
      <DeleteAccountForm />
    </SettingsPage>
  );
}
