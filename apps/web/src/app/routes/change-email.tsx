import { ChangeEmailForm } from '../../features/account/components/change-email-form';
import { SettingsPage } from './settings-page';

export function Component() {
  return (
    <SettingsPage titleKey="account.change_email_title">
      <ChangeEmailForm />
    </SettingsPage>
  );
}
