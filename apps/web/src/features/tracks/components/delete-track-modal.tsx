import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteTrack } from '../api/save-track';

/** The delete confirmation of a career post (docs/product.md "Layout and parts"). */
export function DeleteTrackModal({
  trackId,
  onClose,
  onDeleted,
}: {
  /** The track to delete; null when closed. */
  trackId: string | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteTrack();
  const confirm = () => {
    if (!trackId) return;
    remove.mutate(trackId, {
      onSuccess: () => {
        toast.success(t('tracks.ui.delete_success'));
        onClose();
        onDeleted?.();
      },
      onError: () => toast.error(t('tracks.ui.delete_failed')),
    });
  };
  return (
    <ConfirmDialog
      isOpen={trackId !== null}
      title={t('tracks.ui.delete_title')}
      confirmLabel={t('tracks.ui.delete')}
      isPending={remove.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    >
      {t('tracks.ui.delete_body')}
    </ConfirmDialog>
  );
}
