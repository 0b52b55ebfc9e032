import { useState } from 'react';
import { LadderMark } from '../../../components/ui/ladder-mark';
import { useTranslation } from '../../../lib/i18n';
import { useLocation } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { IndustryTree } from './industry-tree';

/** docs/product.md "Layout and parts": on phones, a header button opens the industries with their counts and tracks. */
export function MobileTrackMenu() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const location = useLocation();
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-slate-300 px-2.5 text-sm font-medium whitespace-nowrap dark:border-slate-700"
      >
        <LadderMark />
        {t('tracks.ui.mobile_menu')}
      </button>
      <Modal
        key={location.pathname}
        isOpen={isOpen}
        title={t('tracks.ui.mobile_menu')}
        onClose={() => setIsOpen(false)}
      >
        {isOpen && <IndustryTree onNavigate={() => setIsOpen(false)} />}
      </Modal>
    </>
  );
}
