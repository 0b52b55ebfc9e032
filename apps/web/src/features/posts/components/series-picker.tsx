import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Combobox } from '../../../components/ui/combobox';
import { truncate } from '../../../lib/truncate';
import { useDebounced } from '../../../lib/use-debounced';
import { useSession } from '../../../lib/session';
import { usePost } from '../api/get-post';
import { useOwnPostSearch } from '../api/get-posts-by-user';

/**
 * The previous or next post of a series: one of the member's own posts, found by its text on the
 * server (a series may reach back years), or none. Typing clears the choice until one is picked.
 */
export function SeriesPicker({
  label,
  value,
  excludeId,
  onChange,
}: {
  label: string;
  value: string | null;
  /** The post being edited, never offered. */
  excludeId: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [text, setText] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const keywords = useDebounced((text ?? '').trim().slice(0, 100), 250);
  const found = useOwnPostSearch(user?.id ?? '', keywords, isOpen);
  const selected = usePost(value ?? '');
  const selectedText = value && selected.data ? truncate(selected.data.content, 60) : '';
  const options = (found.data?.items ?? [])
    .filter((post) => post.id !== excludeId)
    .map((post) => ({ id: post.id, label: truncate(post.content, 60) }));
  const term = (text ?? '').trim();
  return (
    <Combobox
      label={label}
      text={text ?? selectedText}
      placeholder={t('post.no_link')}
      onText={(next) => {
        setText(next);
        if (value) onChange(null);
      }}
      options={options}
      isLoading={found.isFetching}
      emptyText={term ? t('post.series_no_match', { term }) : t('post.series_empty')}
      onOpenChange={setIsOpen}
      onSelect={(option) => {
        setText(null);
        onChange(option.id);
      }}
    />
  );
}
