import { BlockedAndMuted } from '../../features/safety/components/blocked-and-muted';
import { SettingsPage } from './settings-page';

/** /settings/blocked-muted: who the member blocked, and the people, hashtags and words they muted. */
export function Component() {
  return (
    <SettingsPage titleKey="safety_ui.safety_link" hintKey="safety_ui.safety_hint" isCarded={false}>
      <BlockedAndMuted />
    </SettingsPage>
  );
}
