import { ModerationConsole } from '../../features/safety/components/moderation/moderation-console';
import { useMember } from '../../lib/session';
import { Component as NotFound } from './not-found';
import { SettingsPage } from './settings-page';

/** /moderation: the moderators' console; to anyone but a superuser it is the 404 page, as the API's routes are. */
export function Component() {
  const me = useMember();
  if (!me.is_superuser) return <NotFound />;
  return (
    <SettingsPage titleKey="safety_ui.moderation" isCarded={false}>
      <ModerationConsole />
    </SettingsPage>
  );
}
