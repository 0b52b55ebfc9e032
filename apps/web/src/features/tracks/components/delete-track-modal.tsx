import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
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
    <Modal
      isOpen={trackId !== null}
      title={t('tracks.ui.delete_title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" isLoading={remove.isPending} onClick={confirm}>
            {t('tracks.ui.delete')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('tracks.ui.delete_body')}</p>
    </Modal>
  );
}
