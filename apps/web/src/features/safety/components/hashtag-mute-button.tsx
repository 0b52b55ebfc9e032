import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { useMuteToggle } from './mute-toggle';

/** "Mute #tag" / "Unmute #tag" on a hashtag's page: its posts leave the member's feed. */
export function HashtagMuteButton({ hashtag }: { hashtag: string }) {
  const { t } = useTranslation();
  const name = `#${hashtag}`;
  const mute = useMuteToggle('hashtag', hashtag, name);
  if (!mute.isKnown) return null;
  return (
    <Button variant="secondary" className="min-h-11" isLoading={mute.isPending} onClick={mute.toggle}>
      {t(mute.isMuted ? 'safety_ui.unmute_name' : 'safety_ui.mute_name', { name })}
    </Button>
  );
}
