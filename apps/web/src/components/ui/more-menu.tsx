import { ChevronDown } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '../../lib/use-dismiss';
import { buttonClass } from './button';

const ITEM =
  'block min-h-11 w-full rounded-md px-3 py-2 text-left text-sm text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

export interface MoreItem {
  label: string;
  onSelect: () => void;
  /** Drawn in red: what cuts someone off (Block). */
  isDanger?: boolean;
}

/**
 * A "More" button opening a short list of less used actions; Escape or a click outside closes
 * it and gives focus back to the button (a track's page, a member's profile).
 */
export function MoreMenu({ label, ariaLabel, items }: { label: string; ariaLabel: string; items: MoreItem[] }) {
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
        aria-label={ariaLabel}
        onClick={() => setIsOpen((open) => !open)}
        className={buttonClass('secondary', 'min-h-11')}
      >
        {label} <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {isOpen && (
        <ul className="absolute right-0 z-20 mt-1 w-64 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          {items.map((item) => (
            <li key={item.label}>
              <button
                type="button"
                className={`${ITEM} ${item.isDanger ? 'text-red-700 dark:text-red-300' : ''}`}
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
