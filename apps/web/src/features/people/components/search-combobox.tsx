import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useComboboxKeys } from '../../../components/ui/combobox';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { useDismiss } from '../../../lib/use-dismiss';
import { useFollowedState } from '../../../lib/use-followed-state';
import { useSearch } from '../api/search';

const DEBOUNCE_MS = 250;

interface Option {
  id: string;
  to: string;
  content: ReactNode;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The search box (docs/product.md "Layout and parts"), the app's combobox (`useComboboxKeys`) with
 * results: typing searches after a short pause (a spinner meanwhile); people, hashtags and career
 * tracks come in groups; the arrow keys move through every result (aria-activedescendant), Enter
 * opens the chosen one or, with none chosen, the full results page (also the last option), where
 * the box keeps the term; Escape closes, and a second Escape empties the box.
 */
export function SearchCombobox() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // On the full results page the box keeps the term it shows (issue 41), also after a reload.
  const shownTerm = pathname === '/search' ? (params.get('q') ?? '') : '';
  const [term, setTerm] = useFollowedState(shownTerm);
  const keywords = useDebounced(term.trim().slice(0, 100), DEBOUNCE_MS);
  const search = useSearch(keywords);
  const isWaiting = term.trim() !== '' && (term.trim().slice(0, 100) !== keywords || search.isFetching);

  const data = keywords !== '' ? search.data : undefined;
  const groups: { key: string; label: string; options: Option[] }[] = data
    ? [
        {
          key: 'people',
          label: t('people.ui.search_people'),
          options: data.people.map((person) => ({
            id: `person-${person.id}`,
            to: `/profile/${person.username}`,
            content: (
              <>
                <Avatar name={person.name} src={person.photo_path} size="sm" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{person.name}</span>
                  <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                    {person.headline || person.username}
                  </span>
                </span>
              </>
            ),
          })),
        },
        {
          key: 'hashtags',
          label: t('people.ui.search_hashtags'),
          options: data.hashtags.map((item) => {
            const tag = item.hashtag.replace(/^#/, '');
            return {
              id: `hashtag-${tag}`,
              to: `/feed?hashtag=${encodeURIComponent(tag)}`,
              content: (
                <span className="min-w-0">
                  <span className="block truncate font-medium">#{cut(tag, 20)}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t('people.ui.hashtag_posts', {
                      count: item.total_posts,
                      formatted: formatCount(item.total_posts, i18n.language),
                    })}
                  </span>
                </span>
              ),
            };
          }),
        },
        {
          key: 'tracks',
          label: t('people.ui.search_tracks'),
          options: data.career_tracks.map((track) => ({
            id: `track-${track.id}`,
            to: `/ladder/${track.id}`,
            content: (
              <span className="min-w-0">
                <span className="block truncate font-medium">{cut(track.title, 50)}</span>
                <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                  {t('people.ui.search_by', { name: track.user_name })}
                </span>
              </span>
            ),
          })),
        },
      ].filter((group) => group.options.length > 0)
    : [];
  const query = term.trim().slice(0, 100);
  const allResults = `/search?q=${encodeURIComponent(query)}`;
  const seeAll: Option = {
    id: 'see-all',
    to: allResults,
    content: (
      <span className="font-medium text-brand-700 dark:text-brand-300">
        {t('people.ui.search_see_all', { term: query })}
      </span>
    ),
  };
  const options = [...groups.flatMap((group) => group.options), ...(groups.length > 0 ? [seeAll] : [])];
  const open = (option: Option) => {
    setTerm(option === seeAll ? query : '');
    void navigate(option.to);
  };
  const { isOpen, setIsOpen, activeOption, setActive, resetActive, pick, onKeyDown } = useComboboxKeys({
    options,
    onPick: open,
    startsOnFirst: false,
    // With no result chosen, Enter opens every result on the full results page.
    fallbackOption: () => (query !== '' ? seeAll : undefined),
    onEscapeClosed: () => setTerm(''),
  });
  const isExpanded = isOpen && options.length > 0;
  const optionId = (option: Option) => `${id}-${option.id}`;
  const showStatus = isOpen && term.trim() !== '';

  useDismiss(container, isOpen, () => setIsOpen(false));
  useEffect(() => resetActive(), [keywords]);
  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView({ block: 'nearest' });
  });

  return (
    <div ref={container} className="relative">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('layout.search_label')}
        </label>
        <div className="relative">
          <input
            id={`${id}-input`}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={isExpanded}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
            aria-describedby={`${id}-hint`}
            value={term}
            placeholder={t('layout.search_placeholder')}
            onChange={(event) => {
              setTerm(event.target.value);
              setIsOpen(true);
            }}
            onFocus={() => setIsOpen(true)}
            onKeyDown={onKeyDown}
            className="block w-full rounded-full border border-slate-300 bg-white py-2 pr-9 pl-4 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          {isWaiting && (
            <span className="absolute inset-y-0 right-3 flex items-center text-slate-500 dark:text-slate-400">
              <Spinner size="sm" />
            </span>
          )}
        </div>
        <p id={`${id}-hint`} className="sr-only">
          {t('people.ui.search_hint')}
        </p>
      </form>
      <div
        className={`absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900 ${
          showStatus || isExpanded ? '' : 'hidden'
        }`}
      >
        <div role="listbox" id={`${id}-listbox`} aria-label={t('people.ui.search_results')} hidden={!isExpanded}>
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`} className="py-1">
              <div
                role="presentation"
                id={`${id}-group-${group.key}`}
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
              >
                {group.label}
              </div>
              {group.options.map((option) => {
                const isActive = option === activeOption;
                return (
                  <div
                    key={option.id}
                    id={optionId(option)}
                    role="option"
                    aria-selected={isActive}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(option)}
                    onMouseMove={() => setActive(options.indexOf(option))}
                    className={`mx-1 flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 text-sm text-slate-900 dark:text-slate-100 ${
                      isActive ? 'bg-brand-50 ring-1 ring-brand-500 dark:bg-slate-800' : ''
                    }`}
                  >
                    {option.content}
                  </div>
                );
              })}
            </div>
          ))}
          {groups.length > 0 && (
            <div
              id={optionId(seeAll)}
              role="option"
              aria-selected={seeAll === activeOption}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(seeAll)}
              onMouseMove={() => setActive(options.indexOf(seeAll))}
              className={`mx-1 mb-1 flex cursor-pointer items-center rounded-lg border-t border-slate-200 px-2 py-3 text-sm dark:border-slate-700 ${
                seeAll === activeOption ? 'bg-brand-50 ring-1 ring-brand-500 dark:bg-slate-800' : ''
              }`}
            >
              {seeAll.content}
            </div>
          )}
        </div>
        <div role="status" className="px-3 text-sm text-slate-700 dark:text-slate-300">
          {showStatus && isWaiting && options.length === 0 && (
            <p className="flex items-center gap-2 py-3">
              <Spinner size="sm" />
              {t('people.ui.search_loading')}
            </p>
          )}
          {showStatus && !isWaiting && search.isError && <p className="py-3">{t('toast.generic_error')}</p>}
          {showStatus && !isWaiting && search.isSuccess && options.length === 0 && (
            <p className="py-3">{t('people.ui.search_no_results', { term: keywords })}</p>
          )}
        </div>
      </div>
    </div>
  );
}
