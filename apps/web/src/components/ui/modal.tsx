import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';

export interface ModalProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** `full`: the whole screen on a phone, most of it on a desktop (the media viewer). */
  size?: 'md' | 'full';
  /** The id of the field that takes the caret on opening (else the browser's first: Close). */
  initialFocusId?: string;
}

const SIZES = {
  md: 'm-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] rounded-2xl',
  full: 'm-0 h-dvh max-h-none w-screen max-w-none sm:m-auto sm:h-[calc(100dvh-4rem)] sm:w-[min(72rem,calc(100vw-4rem))] sm:rounded-2xl',
} as const;

/**
 * A native modal <dialog>: the browser makes the rest of the page inert, keeps focus
 * inside, closes on Escape and gives focus back to the opener; the page behind does not scroll
 * (index.css). Nothing is drawn until it first opens (a feed has a few closed dialogs a post:
 * they were two fifths of its elements); then it stays, closed, keeping what was typed in it.
 */
export function Modal({ isOpen, title, onClose, children, footer, size = 'md', initialFocusId }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      if (initialFocusId) document.getElementById(initialFocusId)?.focus();
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen, initialFocusId]);

  if (!hasOpened) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      // A long body scrolls under a title bar and a footer that stay in view (phones too); the
      // dialog stays the scrolling box, so popovers (emoji) may still cover the bars.
      className={`${SIZES[size]} overflow-y-auto border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100`}
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4 dark:border-slate-700 dark:bg-slate-900">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          className="rounded-md p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
      {footer && (
        <div className="sticky bottom-0 z-10 flex justify-end gap-2 border-t border-slate-200 bg-white px-5 py-3 dark:border-slate-700 dark:bg-slate-900">
          {footer}
        </div>
      )}
    </dialog>
  );
}
