import { ChevronDown } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useDismiss } from '../../../lib/use-dismiss';
import { buttonClass } from '../../../components/ui/button';

const ITEM =
  'block min-h-11 w-full rounded-md px-3 py-2 text-left text-sm text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

export interface MoreItem {
  label: string;
  onSelect: () => void;
}

/** A track's less used actions behind "More" (issue 41): the page keeps one primary action. */
export function TrackMoreMenu({ items }: { items: MoreItem[] }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setIsOpen(false);
    toggle.current?.focus();
  }, []);
  useDismiss(container, isOpen, close);
  if (items.length === 0) return null;
  return (
    <div ref={container} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={isOpen}
        aria-label={t('way_in.track.more_label')}
        onClick={() => setIsOpen((open) => !open)}
        className={buttonClass('secondary', 'min-h-11')}
      >
        {t('way_in.track.more')} <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {isOpen && (
        <ul className="absolute right-0 z-20 mt-1 w-64 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          {items.map((item) => (
            <li key={item.label}>
              <button
                type="button"
                className={ITEM}
                onClick={() => {
                  setIsOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
