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

/**
 * A text box that filters a list of options (the WAI-ARIA combobox pattern): arrows move
 * through the options, Enter picks one, Escape closes the list.
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
  const [isOpen, setIsOpenState] = useState(false);
  const [active, setActive] = useState(0);
  const setIsOpen = (open: boolean) => {
    setIsOpenState(open);
    onOpenChange?.(open);
  };
  const activeIndex = Math.min(active, options.length - 1);

  const pick = (option: ComboOption | undefined) => {
    if (!option) return;
    onSelect(option);
    setIsOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!isOpen) setIsOpen(true);
      else setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      if (isOpen && options.length > 0) {
        event.preventDefault();
        pick(options[activeIndex]);
      } else event.preventDefault();
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
    }
  };

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
              setActive(0);
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
