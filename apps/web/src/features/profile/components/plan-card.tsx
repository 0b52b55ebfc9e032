import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { fullDate } from '../../../lib/dates';
import { planPriceText } from './plan-price';
import { useCancelSubscription, usePlans, useSubscriptions, useUpgrade } from '../api/subscriptions';

/**
 * docs/product.md "Subscriptions and plans": Upgrade while there is no active, non-cancelled Education
 * subscription, Cancel (confirmed in a modal) while there is; the list shows each one's state.
 */
export function PlanCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const subscriptions = useSubscriptions(userId);
  const upgrade = useUpgrade(userId);
  const cancel = useCancelSubscription(userId);
  // Both a change of plan and its end are confirmed, the upgrade with its price and what it unlocks.
  const [confirming, setConfirming] = useState<'upgrade' | 'cancel' | null>(null);
  const items = subscriptions.data?.items ?? [];
  const current = items.find((item) => item.is_active && !item.is_cancelled);
  const plans = usePlans().data?.items;
  const trackLimit = plans?.find((plan) => plan.plan === 'user')?.career_track_limit;
  const educator = plans?.find((plan) => plan.plan === 'educator');
  const price = educator ? planPriceText(educator, i18n.language, t) : null;

  const onUpgrade = () =>
    upgrade.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('people.ui.upgrade_success'));
        setConfirming(null);
      },
      onError: () => toast.error(t('people.ui.upgrade_failed')),
    });

  const onCancel = () => {
    if (!current) return;
    cancel.mutate(current.id, {
      onSuccess: () => {
        toast.success(t('people.ui.cancel_success'));
        setConfirming(null);
      },
      onError: (error) => toast.failure(error, t('people.ui.cancel_failed')),
    });
  };

  return (
    <Card aria-labelledby="plan-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id="plan-title"
            className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300"
          >
            {t('people.ui.plan_title')}
          </h2>
          <p className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
            {t(current ? 'people.ui.plan_educator' : 'people.ui.plan_user')}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(current ? 'people.ui.plan_educator_desc' : 'people.ui.plan_user_desc')}
          </p>
          {!current && trackLimit != null && (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t('people.ui.plan_user_limit', { count: trackLimit })}
            </p>
          )}
        </div>
        {subscriptions.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : subscriptions.isError ? (
          <Button variant="secondary" onClick={() => void subscriptions.refetch()}>
            {t('common.retry')}
          </Button>
        ) : current ? (
          <Button variant="secondary" onClick={() => setConfirming('cancel')}>
            {t('people.ui.cancel_plan')}
          </Button>
        ) : (
          <Button onClick={() => setConfirming('upgrade')}>{t('people.ui.upgrade')}</Button>
        )}
      </div>
      {items.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('people.ui.subscriptions')}</h3>
          <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-slate-700 dark:text-slate-300">
                  {t('people.ui.subscription_row', {
                    // The only cycle the server sells; any other is shown as it comes.
                    cycle: item.billing_cycle === 'Monthly' ? t('people.ui.cycle_monthly') : item.billing_cycle,
                    date: fullDate(item.service_start, i18n.language),
                  })}
                </span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    item.is_cancelled || !item.is_active
                      ? 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200'
                      : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
                  }`}
                >
                  {t(item.is_cancelled || !item.is_active ? 'people.ui.status_canceled' : 'people.ui.status_active')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        isOpen={confirming === 'upgrade'}
        title={t('people.ui.upgrade_title')}
        confirmLabel={t('people.ui.upgrade')}
        variant="primary"
        isPending={upgrade.isPending}
        isConfirmDisabled={!price}
        onCancel={() => setConfirming(null)}
        onConfirm={onUpgrade}
      >
        <p className="text-base font-semibold text-slate-900 dark:text-white">
          {price ?? <Spinner label={t('common.loading')} />}
        </p>
        <p>{t('people.ui.plan_educator_desc')}</p>
        {trackLimit != null && <p>{t('people.ui.upgrade_unlocks', { count: trackLimit })}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirming === 'cancel'}
        title={t('people.ui.cancel_title')}
        confirmLabel={t('people.ui.cancel_plan')}
        cancelLabel={t('people.ui.keep_plan')}
        isPending={cancel.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={onCancel}
      >
        {t('people.ui.cancel_body')}
      </ConfirmDialog>
    </Card>
  );
}
