import { PhoneVerificationForm } from '../../features/account/components/phone-verification-form';
import { SettingsPage } from './settings-page';

export function Component() {
  return (
    <SettingsPage titleKey="phone.title">
      <PhoneVerificationForm />
    </SettingsPage>
  );
}
