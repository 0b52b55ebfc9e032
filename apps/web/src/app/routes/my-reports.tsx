import { MyReports } from '../../features/safety/components/my-reports';
import { SettingsPage } from './settings-page';

/** /settings/reports: the member's reports with their status and outcome (docs/api/safety.md "Reports"). */
export function Component() {
  return (
    <SettingsPage titleKey="safety_ui.my_reports" hintKey="safety_ui.my_reports_hint" isCarded={false}>
      <MyReports />
    </SettingsPage>
  );
}
