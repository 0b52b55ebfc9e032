import { goalShareInputSchema } from '@ladder/shared/schemas/goal-shares';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { NextPageButton } from '../../../../components/ui/next-page-button';
import { Spinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { ApiError, serverDetail } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useGoalShares, useShareGoals, useSharedGoals, useStopSharingGoals } from '../../api/goal-shares';

const heading = 'text-lg font-semibold text-slate-900 dark:text-white';
const muted = 'text-sm text-slate-600 dark:text-slate-400';
const row = 'flex flex-wrap items-center justify-between gap-2 py-2';

/** The form naming an Educator by username; the API's field error shows under the field. */
function ShareForm() {
  const { t } = useTranslation();
  const share = useShareGoals();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = goalShareInputSchema.safeParse({ username });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    share.mutate(parsed.data, {
      onSuccess: () => {
        setUsername('');
        toast.success(t('goalShares.shared_toast'));
      },
      onError: (failure) => {
        const field = failure instanceof ApiError ? failure.fieldErrors.find((e) => e.field === 'username') : undefined;
        if (field) setError(field.message);
        else toast.error(serverDetail(failure) ?? t('goalShares.failed'));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label={t('goalShares.username')}
        hint={t('goalShares.username_hint')}
        value={username}
        error={error}
        autoComplete="off"
        onChange={(event) => setUsername(event.target.value)}
        className="flex-1"
      />
      <Button type="submit" isLoading={share.isPending} className="min-h-11 sm:mt-6">
        {t('goalShares.share')}
      </Button>
    </form>
  );
}

/** The Educators one shares with, each with "Stop sharing". */
function MyEducators() {
  const { t } = useTranslation();
  const shares = useGoalShares();
  const stop = useStopSharingGoals();
  if (shares.isPending) return <Spinner size="sm" label={t('common.loading')} />;
  if (shares.isError) return <LoadError onRetry={shares.refetch} />;
  const items = shares.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className={muted}>{t('goalShares.none')}</p>;
  return (
    <ul aria-label={t('goalShares.list_label')} className="divide-y divide-slate-200 dark:divide-slate-800">
      {items.map(({ educator }) => (
        <li key={educator.id} className={row}>
          <Link to={`/profile/${educator.username}`} className="font-medium hover:underline">
            {educator.name} <span className={muted}>{educator.username}</span>
          </Link>
          <Button
            variant="secondary"
            className="min-h-11"
            aria-label={t('goalShares.stop_label', { name: educator.name })}
            isLoading={stop.isPending && stop.variables === educator.id}
            onClick={() =>
              stop.mutate(educator.id, {
                onSuccess: () => toast.success(t('goalShares.stopped_toast', { name: educator.name })),
                onError: () => toast.error(t('goalShares.failed')),
              })
            }
          >
            {t('goalShares.stop')}
          </Button>
        </li>
      ))}
      <li className="pt-2">
        <NextPageButton query={shares}>{t('common.load_more')}</NextPageButton>
      </li>
    </ul>
  );
}

/** For an Educator: who shares their goals with them, each linked to their profile. Nothing when no one does. */
function SharedWithMe() {
  const { t } = useTranslation();
  const members = useSharedGoals();
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="shared-with-me-title"
      className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h3 id="shared-with-me-title" className="font-semibold text-slate-900 dark:text-white">
        {t('goalShares.shared_with_me')}
      </h3>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map(({ member }) => (
          <li key={member.id} className={row}>
            <Link
              to={`/profile/${member.username}`}
              className="inline-flex min-h-11 items-center font-medium hover:underline"
            >
              {member.name} <span className={`ml-1 ${muted}`}>{member.username}</span>
            </Link>
          </li>
        ))}
      </ul>
      <NextPageButton query={members}>{t('common.load_more')}</NextPageButton>
    </section>
  );
}

/** Settings: share one's goals with an Educator, by consent, and stop at any time (docs/product.md "Goals as plans"). */
export function GoalSharesSettings() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="goal-shares-title" className="space-y-3">
      <h2 id="goal-shares-title" className={heading}>
        {t('goalShares.title')}
      </h2>
      <p className={muted}>{t('goalShares.hint')}</p>
      <ShareForm />
      <MyEducators />
      <SharedWithMe />
    </section>
  );
}
