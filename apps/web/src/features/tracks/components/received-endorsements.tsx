import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useAnswerEndorsement, useReceivedEndorsements } from '../api/endorsements';
import { EndorsementItem } from './endorsement-item';

const STATUS_CLASS = {
  new: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  hidden: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
} as const;

/** /endorsements: what the member received, newest first, with Accept, Hide and Remove. */
export function ReceivedEndorsements() {
  const { t } = useTranslation();
  const received = useReceivedEndorsements();
  const answer = useAnswerEndorsement();
  if (received.isPending) return <Spinner label={t('common.loading')} />;
  if (received.isError) return <LoadError onRetry={received.refetch} />;
  const items = received.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t('endorsements.page_empty')}</p>;
  const act = (id: string, status: 'accepted' | 'hidden' | 'removed') =>
    answer.mutate(
      { id, status },
      {
        onSuccess: () => toast.success(t(`endorsements.${status}`)),
        onError: () => toast.error(t('toast.generic_error')),
      },
    );
  return (
    <>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((endorsement) => {
          const name = endorsement.endorser.name;
          return (
            <EndorsementItem key={endorsement.id} endorsement={endorsement}>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
                <span className="font-medium text-slate-800 dark:text-slate-200">
                  {t('endorsements.for_skill', { skill: endorsement.skill_name })}
                </span>
                <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_CLASS[endorsement.status]}`}>
                  {t(`endorsements.status_${endorsement.status}`)}
                </span>
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {endorsement.status !== 'accepted' && (
                  <Button
                    className="min-h-11"
                    aria-label={t('endorsements.accept_label', { name })}
                    onClick={() => act(endorsement.id, 'accepted')}
                  >
                    {t('endorsements.accept')}
                  </Button>
                )}
                {endorsement.status !== 'hidden' && (
                  <Button
                    variant="secondary"
                    className="min-h-11"
                    aria-label={t('endorsements.hide_label', { name })}
                    onClick={() => act(endorsement.id, 'hidden')}
                  >
                    {t('endorsements.hide')}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  className="min-h-11"
                  aria-label={t('endorsements.remove_label', { name })}
                  onClick={() => act(endorsement.id, 'removed')}
                >
                  {t('endorsements.remove')}
                </Button>
              </div>
            </EndorsementItem>
          );
        })}
      </ul>
      {received.hasNextPage && (
        <Button variant="ghost" isLoading={received.isFetchingNextPage} onClick={() => void received.fetchNextPage()}>
          {t('endorsements.more')}
        </Button>
      )}
    </>
  );
}
