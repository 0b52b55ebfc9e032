import { SAFETY_LIMITS, type Mute, type MuteKind } from '@ladder/shared/schemas/safety';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { serverDetail } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useBlocks, useMutes, useSetBlock, useSetMute } from '../api/safety';

/** One listed thing with its Undo button. */
function Row({
  label,
  children,
  onUndo,
  isBusy,
}: {
  label: string;
  children: ReactNode;
  onUndo: () => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex min-h-12 items-center justify-between gap-3 py-1">
      <span className="min-w-0 break-words">{children}</span>
      <Button
        variant="secondary"
        className="min-h-11"
        isLoading={isBusy}
        aria-label={t('safety_ui.undo_name', { name: label })}
        onClick={onUndo}
      >
        {t('safety_ui.undo')}
      </Button>
    </li>
  );
}

function Section({
  title,
  empty,
  children,
  count,
}: {
  title: string;
  empty: string;
  children: ReactNode;
  count: number;
}) {
  return (
    <Card>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {count === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">{children}</ul>
      )}
    </Card>
  );
}

function BlockedPeople() {
  const { t } = useTranslation();
  const blocks = useBlocks();
  const unblock = useSetBlock();
  const items = blocks.data?.pages.flatMap((page) => page.items) ?? [];
  if (blocks.isPending) return <Spinner label={t('common.loading')} />;
  if (blocks.isError) return <LoadError onRetry={blocks.refetch} />;
  return (
    <Section title={t('safety_ui.blocked_title')} empty={t('safety_ui.blocked_empty')} count={items.length}>
      {items.map((member) => (
        <Row
          key={member.user_id}
          label={member.name}
          isBusy={unblock.isPending && unblock.variables.userId === member.user_id}
          onUndo={() =>
            unblock.mutate(
              { userId: member.user_id, block: false },
              {
                onSuccess: () => toast.success(t('safety_ui.unblocked_toast', { name: member.name })),
                onError: () => toast.error(t('safety_ui.block_failed')),
              },
            )
          }
        >
          {member.name}
        </Row>
      ))}
      {blocks.hasNextPage && (
        <li className="pt-2">
          <Button variant="ghost" onClick={() => void blocks.fetchNextPage()}>
            {t('common.load_more')}
          </Button>
        </li>
      )}
    </Section>
  );
}

const MUTE_SECTIONS: { kind: MuteKind; title: string; empty: string }[] = [
  { kind: 'member', title: 'safety_ui.muted_members', empty: 'safety_ui.muted_members_empty' },
  { kind: 'hashtag', title: 'safety_ui.muted_hashtags', empty: 'safety_ui.muted_hashtags_empty' },
  { kind: 'word', title: 'safety_ui.muted_words', empty: 'safety_ui.muted_words_empty' },
];

/** The form adding a muted word or phrase. */
function AddWord() {
  const { t } = useTranslation();
  const setMute = useSetMute();
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!word.trim()) return setError('validation.required');
    setError(undefined);
    setMute.mutate(
      { kind: 'word', value: word.trim() },
      {
        onSuccess: () => {
          toast.success(t('safety_ui.muted_toast', { name: `“${word.trim()}”` }));
          setWord('');
        },
        onError: (failure) => setError(serverDetail(failure) ?? t('safety_ui.mute_failed')),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        className="flex-1"
        label={t('safety_ui.add_word')}
        hint={t('safety_ui.add_word_hint')}
        value={word}
        maxLength={SAFETY_LIMITS.phraseMax}
        error={error}
        onChange={(event) => setWord(event.target.value)}
      />
      <Button type="submit" className="min-h-11 sm:mt-6" isLoading={setMute.isPending}>
        {t('safety_ui.add_word_submit')}
      </Button>
    </form>
  );
}

function MuteSection({ kind, title, empty, items }: { kind: MuteKind; title: string; empty: string; items: Mute[] }) {
  const { t } = useTranslation();
  const unmute = useSetMute();
  const mine = items.filter((item) => item.kind === kind);
  const label = (item: Mute) => (kind === 'member' ? item.label : item.value);
  return (
    <Section title={t(title)} empty={t(empty)} count={mine.length}>
      {mine.map((item) => (
        <Row
          key={item.id}
          label={label(item)}
          isBusy={unmute.isPending}
          onUndo={() =>
            unmute.mutate(
              { id: item.id },
              {
                onSuccess: () => toast.success(t('safety_ui.unmuted_toast', { name: label(item) })),
                onError: () => toast.error(t('safety_ui.mute_failed')),
              },
            )
          }
        >
          {kind === 'hashtag' ? (
            <Link
              to={`/feed?hashtag=${encodeURIComponent(item.value.replace(/^#/, ''))}`}
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {item.value}
            </Link>
          ) : (
            label(item)
          )}
        </Row>
      ))}
    </Section>
  );
}

/** "Blocked and muted" (under Settings): what the member blocked and muted, with Undo, and a muted word form. */
export function BlockedAndMuted() {
  const { t } = useTranslation();
  const mutes = useMutes();
  return (
    <div className="space-y-4">
      <BlockedPeople />
      {mutes.isPending && <Spinner label={t('common.loading')} />}
      {mutes.isError && <LoadError onRetry={mutes.refetch} />}
      {mutes.data &&
        MUTE_SECTIONS.map((section) => <MuteSection key={section.kind} {...section} items={mutes.data.items} />)}
      <Card>
        <AddWord />
      </Card>
    </div>
  );
}
