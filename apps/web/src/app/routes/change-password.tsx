import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { SettingsPage } from './settings-page';

export function Component() {
  return (
    <SettingsPage titleKey="account.change_password_title" hintKey="account.change_password_hint">
      <ChangePasswordForm />
    </SettingsPage>
  );
}
