import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { truncate } from '../../../lib/truncate';
import { useTracksByIndustry } from '../api/get-tracks';
import { Combobox, searchKey, type ComboOption } from './combobox';

/** The tracks one can link to: the industry's shared tracks and one's own, but not this one. */
function useTrackOptions(industryId: string, excludeId: string | null, text: string, exclude: string[] = []) {
  const tracks = useTracksByIndustry(industryId, industryId !== '', 100);
  const key = searchKey(text);
  const options: ComboOption[] = (tracks.data?.pages.flatMap((page) => page.items) ?? [])
    .filter((track) => track.id !== excludeId && !exclude.includes(track.id))
    .filter((track) => !key || searchKey(track.title).includes(key))
    .map((track) => ({ id: track.id, label: truncate(track.title, 60), hint: track.user_name }));
  return { options, isLoading: tracks.isFetching };
}

export type TrackTitles = Record<string, string>;

/** Derived track: one searchable choice, or none. */
export function DerivedTrackPicker({
  industryId,
  trackId,
  value,
  titles,
  onChange,
  error,
}: {
  industryId: string;
  trackId: string | null;
  value: string | null;
  titles: TrackTitles;
  onChange: (id: string | null, title?: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const selected = value ? (titles[value] ?? '') : '';
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? selected;
  const { options, isLoading } = useTrackOptions(industryId, trackId, text ?? '');
  const term = shown.trim();
  return (
    <Combobox
      label={t('tracks.ui.derived')}
      hint={t('tracks.ui.derived_hint')}
      placeholder={t('tracks.ui.none')}
      text={shown}
      onText={(next) => {
        setText(next);
        if (value) onChange(null);
      }}
      options={options}
      isLoading={isLoading}
      emptyText={term ? t('tracks.ui.no_match', { term }) : t('tracks.ui.no_tracks')}
      onSelect={(option) => {
        setText(null);
        onChange(option.id, option.label);
      }}
      error={error}
    />
  );
}

/** Next career tracks: several, each shown as a removable chip. */
export function NextTracksPicker({
  industryId,
  trackId,
  value,
  titles,
  onChange,
  error,
}: {
  industryId: string;
  trackId: string | null;
  value: string[];
  titles: TrackTitles;
  onChange: (ids: string[], title?: { id: string; title: string }) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { options, isLoading } = useTrackOptions(industryId, trackId, text, value);
  const term = text.trim();
  return (
    <div>
      <Combobox
        label={t('tracks.ui.next_tracks')}
        hint={t('tracks.ui.next_hint')}
        placeholder={t('tracks.ui.search_tracks')}
        text={text}
        onText={setText}
        options={options}
        isLoading={isLoading}
        emptyText={term ? t('tracks.ui.no_match', { term }) : t('tracks.ui.no_tracks')}
        onSelect={(option) => {
          setText('');
          onChange([...value, option.id], { id: option.id, title: option.label });
        }}
        error={error}
      />
      {value.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {value.map((id) => {
            const title = titles[id] ?? id;
            return (
              <li key={id}>
                <button
                  type="button"
                  aria-label={t('tracks.ui.remove_track', { title })}
                  onClick={() => onChange(value.filter((other) => other !== id))}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-xs font-medium text-brand-900 hover:bg-brand-200 dark:bg-brand-900 dark:text-brand-100 dark:hover:bg-brand-800"
                >
                  {truncate(title, 40)} <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
