import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { controlClass, Field } from './field';
import { Spinner } from './spinner';

export interface ComboOption {
  id: string;
  label: string;
  hint?: string | undefined;
}

export interface ComboboxProps {
  label: string;
  text: string;
  onText: (text: string) => void;
  options: ComboOption[];
  onSelect: (option: ComboOption) => void;
  isLoading?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  placeholder?: string;
  /** Shown when nothing matches what was typed. */
  emptyText?: string;
  onOpenChange?: (isOpen: boolean) => void;
}

/** Accent- and case-insensitive form of a text, for filtering options as one types. */
export const searchKey = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase().trim();

export interface ComboboxKeysOptions<T> {
  options: readonly T[];
  onPick: (option: T) => void;
  /**
   * true: the first option is active as soon as the list shows (a picker: Enter takes it);
   * false: none is until an arrow moves (the search box: Enter with none opens every result).
   */
  startsOnFirst: boolean;
  /** What Enter takes while no option is active (the search box: every result); nothing by default. */
  fallbackOption?: (() => T | undefined) | undefined;
  /** Escape while the list is already closed. */
  onEscapeClosed?: (() => void) | undefined;
  onOpenChange?: ((isOpen: boolean) => void) | undefined;
}

/**
 * The state and keyboard of the WAI-ARIA combobox pattern, shared by every combobox of the app
 * (this picker and the search box): an arrow opens the list, then moves through it and wraps
 * around; Enter takes the active option; Escape closes the list without closing the dialog
 * around it. The caller draws the input and the options and passes `activeIndex` to them.
 */
export function useComboboxKeys<T>({
  options,
  onPick,
  startsOnFirst,
  fallbackOption,
  onEscapeClosed,
  onOpenChange,
}: ComboboxKeysOptions<T>) {
  const none = startsOnFirst ? 0 : -1;
  const [isOpen, setIsOpenState] = useState(false);
  const [active, setActive] = useState(none);
  const setIsOpen = (open: boolean) => {
    setIsOpenState(open);
    onOpenChange?.(open);
  };
  const activeIndex = Math.min(active, options.length - 1);
  const activeOption = isOpen ? options[activeIndex] : undefined;
  const resetActive = () => setActive(none);

  const pick = (option: T) => {
    onPick(option);
    setIsOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return setIsOpen(true);
      const count = options.length;
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = activeOption ?? fallbackOption?.();
      if (option !== undefined) pick(option);
    } else if (event.key === 'Escape') {
      if (!isOpen) return onEscapeClosed?.();
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
      resetActive();
    }
  };

  return { isOpen, setIsOpen, activeIndex, activeOption, setActive, resetActive, pick, onKeyDown };
}

/**
 * A text box that filters a list of options (the WAI-ARIA combobox pattern, `useComboboxKeys`).
 */
export function Combobox({
  label,
  text,
  onText,
  options,
  onSelect,
  isLoading = false,
  error,
  hint,
  placeholder,
  emptyText,
  onOpenChange,
}: ComboboxProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const listId = `${inputId}-list`;
  const { isOpen, setIsOpen, activeIndex, setActive, resetActive, pick, onKeyDown } = useComboboxKeys({
    options,
    onPick: onSelect,
    startsOnFirst: true,
    onOpenChange,
  });

  return (
    <Field label={label} error={error} hint={hint} id={inputId} className="relative">
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-activedescendant={isOpen && options.length > 0 ? `${listId}-${activeIndex}` : undefined}
            placeholder={placeholder}
            value={text}
            onChange={(event) => {
              onText(event.target.value);
              resetActive();
              if (!isOpen) setIsOpen(true);
            }}
            onFocus={() => setIsOpen(true)}
            onClick={() => setIsOpen(true)}
            onBlur={() => setIsOpen(false)}
            onKeyDown={onKeyDown}
            className={controlClass(Boolean(error))}
          />
          {isOpen && (
            <ul
              id={listId}
              role="listbox"
              aria-label={label}
              className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              {options.map((option, index) => (
                <li
                  key={option.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  // Keeps focus in the input, so the blur that closes the list comes after the pick.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                  onMouseEnter={() => setActive(index)}
                  className={`cursor-pointer rounded-lg px-3 py-2 text-sm ${
                    index === activeIndex
                      ? 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-white'
                      : 'text-slate-800 dark:text-slate-200'
                  }`}
                >
                  <span className="block">{option.label}</span>
                  {option.hint && (
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{option.hint}</span>
                  )}
                </li>
              ))}
              {options.length === 0 && (
                <li role="presentation" className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">
                  {isLoading ? <Spinner size="sm" label={t('common.loading')} /> : emptyText}
                </li>
              )}
            </ul>
          )}
        </>
      )}
    </Field>
  );
}
