import type { MuteKind } from '@ladder/shared/schemas/safety';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useMutes, useSetMute } from '../api/safety';

/**
 * Whether one member or hashtag is muted (read from the member's mutes) and a toggle that says
 * what it did. `value` is a member's id or a hashtag without '#'; `name` is what the toasts say.
 */
export function useMuteToggle(kind: MuteKind, value: string, name: string) {
  const { t } = useTranslation();
  const mutes = useMutes();
  const setMute = useSetMute();
  const shown = kind === 'hashtag' ? `#${value.toLowerCase()}` : value.toLowerCase();
  const mute = mutes.data?.items.find((item) => item.kind === kind && item.value.toLowerCase() === shown);
  const toggle = () =>
    setMute.mutate(mute ? { id: mute.id } : { kind, value }, {
      onSuccess: () => toast.success(t(mute ? 'safety_ui.unmuted_toast' : 'safety_ui.muted_toast', { name })),
      onError: () => toast.error(t('safety_ui.mute_failed')),
    });
  return { isKnown: mutes.isSuccess, isMuted: Boolean(mute), isPending: setMute.isPending, toggle };
}
