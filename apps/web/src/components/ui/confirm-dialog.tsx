import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  /** What the confirmation commits to: a text is one paragraph, anything else goes as it is. */
  children: ReactNode;
  /** The confirm button's words: the action itself ("Delete post"), never "OK". */
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel, Escape, the × and a click outside all close without acting. */
  onCancel: () => void;
  /** The cancel button's words; "Cancel" by default. */
  cancelLabel?: string;
  /** `danger` for what cannot be undone (the default), `primary` for the rest (an upgrade). */
  variant?: 'danger' | 'primary';
  /** The request is on its way: the confirm button spins. */
  isPending?: boolean;
  isConfirmDisabled?: boolean;
}

/** The one confirmation of the app: a modal with the action's consequence, Cancel and the action. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel,
  variant = 'danger',
  isPending = false,
  isConfirmDisabled = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={variant} isLoading={isPending} disabled={isConfirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
        {typeof children === 'string' ? <p>{children}</p> : children}
      </div>
    </Modal>
  );
}
