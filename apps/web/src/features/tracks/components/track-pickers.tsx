import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { truncate } from '../../../lib/truncate';
import { useDebounced } from '../../../lib/use-debounced';
import { useLinkableTracks } from '../api/get-tracks';
import { Combobox, searchKey, type ComboboxProps, type ComboOption } from '../../../components/ui/combobox';

/** How many matching tracks a picker offers at once: typing more narrows them on the server. */
const OFFERED = 20;

/**
 * The tracks one can link to, in any industry: everyone's shared tracks and one's own, but not
 * this one. The server filters by title (there may be thousands); the list also narrows at once
 * on what is already loaded while the next answer comes.
 */
function useTrackOptions(excludeId: string | null, text: string, exclude: string[] = []) {
  const title = useDebounced(text.trim().slice(0, 100), 250);
  const tracks = useLinkableTracks(title, OFFERED);
  const key = searchKey(text);
  const options: ComboOption[] = (tracks.data?.items ?? [])
    .filter((track) => track.id !== excludeId && !exclude.includes(track.id))
    .filter((track) => !key || searchKey(track.title).includes(key))
    .map((track) => ({ id: track.id, label: truncate(track.title, 60), hint: track.user_name }));
  return { options, isLoading: tracks.isFetching };
}

export type TrackTitles = Record<string, string>;

/** What both pickers are told besides their value: the track edited, and the titles known. */
interface TrackPickerProps {
  /** The track being edited, never offered. */
  trackId: string | null;
  titles: TrackTitles;
  error?: string | undefined;
}

/** A combobox over the tracks one can link to; `query` filters them, `text` is what the box shows. */
function TrackCombobox({
  trackId,
  exclude,
  query,
  text,
  ...props
}: Omit<ComboboxProps, 'options' | 'isLoading' | 'emptyText'> &
  Omit<TrackPickerProps, 'titles'> & { exclude?: string[]; query: string }) {
  const { t } = useTranslation();
  const { options, isLoading } = useTrackOptions(trackId, query, exclude);
  const term = text.trim();
  return (
    <Combobox
      {...props}
      text={text}
      options={options}
      isLoading={isLoading}
      emptyText={term ? t('tracks.ui.no_match', { term }) : t('tracks.ui.no_tracks')}
    />
  );
}

/** Derived track: one searchable choice, or none. */
export function DerivedTrackPicker({
  value,
  titles,
  onChange,
  ...picker
}: TrackPickerProps & { value: string | null; onChange: (id: string | null, title?: string) => void }) {
  const { t } = useTranslation();
  const selected = value ? (titles[value] ?? '') : '';
  const [text, setText] = useState<string | null>(null);
  return (
    <TrackCombobox
      {...picker}
      query={text ?? ''}
      label={t('tracks.ui.derived')}
      hint={t('tracks.ui.derived_hint')}
      placeholder={t('tracks.ui.none')}
      text={text ?? selected}
      onText={(next) => {
        setText(next);
        if (value) onChange(null);
      }}
      onSelect={(option) => {
        setText(null);
        onChange(option.id, option.label);
      }}
    />
  );
}

/** Next career tracks: several, each shown as a removable chip. */
export function NextTracksPicker({
  value,
  titles,
  onChange,
  ...picker
}: TrackPickerProps & { value: string[]; onChange: (ids: string[], title?: { id: string; title: string }) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <div>
      <TrackCombobox
        {...picker}
        exclude={value}
        query={text}
        label={t('tracks.ui.next_tracks')}
        hint={t('tracks.ui.next_hint')}
        placeholder={t('tracks.ui.search_tracks')}
        text={text}
        onText={setText}
        onSelect={(option) => {
          setText('');
          onChange([...value, option.id], { id: option.id, title: option.label });
        }}
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
                  {truncate(title, 40)} <X aria-hidden="true" className="size-3.5 shrink-0" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
