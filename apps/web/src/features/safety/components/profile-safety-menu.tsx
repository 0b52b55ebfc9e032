import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MoreMenu } from '../../../components/ui/more-menu';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSetBlock } from '../api/safety';
import { useMuteToggle } from './mute-toggle';

/**
 * A member's profile, for anyone else: More, with Report, Mute / Unmute and Block (behind a
 * confirmation saying what a block does). `onBlocked` lets the page say so, since a blocked
 * member's profile answers as missing.
 */
export function ProfileSafetyMenu({
  userId,
  name,
  onReport,
  onBlocked,
}: {
  userId: string;
  name: string;
  onReport: () => void;
  onBlocked: () => void;
}) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const mute = useMuteToggle('member', userId, name);
  const block = useSetBlock();
  const confirmBlock = () =>
    block.mutate(
      { userId, block: true },
      {
        onSuccess: () => {
          setIsConfirming(false);
          toast.success(t('safety_ui.blocked_toast', { name }));
          onBlocked();
        },
        onError: () => toast.error(t('safety_ui.block_failed')),
      },
    );

  return (
    <>
      <MoreMenu
        label={t('safety_ui.more')}
        ariaLabel={t('safety_ui.more_label', { name })}
        items={[
          { label: t('safety_ui.report'), onSelect: onReport },
          ...(mute.isKnown
            ? [
                {
                  label: t(mute.isMuted ? 'safety_ui.unmute_name' : 'safety_ui.mute_name', { name }),
                  onSelect: mute.toggle,
                },
              ]
            : []),
          { label: t('safety_ui.block'), onSelect: () => setIsConfirming(true), isDanger: true },
        ]}
      />
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('safety_ui.block_title', { name })}
        confirmLabel={t('safety_ui.block')}
        isPending={block.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={confirmBlock}
      >
        {t('safety_ui.block_body', { name })}
      </ConfirmDialog>
    </>
  );
}

/** What a profile shows once its member is blocked: the block, and Unblock. */
export function BlockedNotice({
  userId,
  name,
  onUnblocked,
}: {
  userId: string;
  name: string;
  onUnblocked: () => void;
}) {
  const { t } = useTranslation();
  const block = useSetBlock();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <p className="text-base font-medium text-slate-800 dark:text-slate-200">
        {t('safety_ui.blocked_notice', { name })}
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'mt-4 min-h-11')}
        disabled={block.isPending}
        onClick={() =>
          block.mutate(
            { userId, block: false },
            {
              onSuccess: () => {
                toast.success(t('safety_ui.unblocked_toast', { name }));
                onUnblocked();
              },
              onError: () => toast.error(t('safety_ui.block_failed')),
            },
          )
        }
      >
        {t('safety_ui.unblock')}
      </button>
    </div>
  );
}
