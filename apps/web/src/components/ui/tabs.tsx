import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (and Home / End) move between tabs and
 * show the panel; only the selected tab is in the Tab order. The list scrolls sideways on phones.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  isFitted = false,
  children,
}: {
  label: string;
  /** The tabs share the width and may wrap their names to two lines (the profile's four on a phone). */
  isFitted?: boolean;
  tabs: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
      >
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) refs.current.set(tab.key, node);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={`-mb-px inline-flex min-h-11 items-center gap-1.5 border-b-2 text-sm font-medium ${
                isFitted
                  ? 'flex-1 basis-0 justify-center px-1 text-center leading-tight sm:px-3'
                  : 'shrink-0 px-3 whitespace-nowrap'
              } ${
                isSelected
                  ? 'border-brand-600 text-brand-800 dark:border-brand-400 dark:text-white'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className="pt-4">
        {children}
      </div>
    </div>
  );
}
