import { DownloadData } from '../../features/account/components/download-data';
import { SettingsPage } from './settings-page';

export function Component() {
  return (
    <SettingsPage titleKey="account.export_title">
      <DownloadData />
    </SettingsPage>
  );
}
