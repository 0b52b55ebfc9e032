import { useParams } from 'react-router';
import { AppealForm } from '../../features/safety/components/appeal-form';
import { SettingsPage } from './settings-page';

/** /appeal/:decisionId: the author appeals a moderator's decision once (docs/api/safety.md "Moderation"). */
export function Component() {
  const { decisionId = '' } = useParams();
  return (
    <SettingsPage titleKey="protection.appeal_title">
      <AppealForm decisionId={decisionId} />
    </SettingsPage>
  );
}
