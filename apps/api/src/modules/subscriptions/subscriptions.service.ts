import {
  EDUCATION_PLAN,
  PEOPLE_LIMITS,
  type Plan,
  type PlanInfo,
  type Subscription,
} from '@ladder/shared/schemas/people';
import type { Page } from '@ladder/shared/schemas/posts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { decodeIdCursor, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { Actor } from '../users/actor';
import { subscriptionsRepository, type SubscriptionRow } from './subscriptions.repository';
import { assertMayManagePlan } from './subscriptions.policy';

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    subscription_plan: row.subscription_plan,
    billing_cycle: row.billing_cycle,
    is_trial: row.is_trial,
    payment_amount: row.payment_amount,
    payment_currency: row.payment_currency,
    is_payment_recurred: row.is_payment_recurred,
    is_active: row.is_active,
    is_cancelled: row.is_cancelled,
    service_start: row.service_start.toISOString(),
    service_end: iso(row.service_end),
    cancelled_at: iso(row.cancelled_at),
  };
}

/** `trackLimit`: tracks a member on the User plan may own (config CAREER_TRACK_LIMIT). */
export function createSubscriptionsService(deps: { db: Db; trackLimit: number }) {
  const { db, trackLimit } = deps;
  const { payment_amount, payment_currency } = EDUCATION_PLAN;
  const plans: { items: PlanInfo[] } = {
    items: [
      { plan: 'user', career_track_limit: trackLimit, payment_amount: 0, payment_currency, billing_cycle: null },
      {
        plan: 'educator',
        career_track_limit: null,
        payment_amount,
        payment_currency,
        billing_cycle: EDUCATION_PLAN.billing_cycle,
      },
    ],
  };

  return {
    /** What each plan allows and costs; the same for everyone. */
    plans: () => plans,

    /** The Education plan at the values docs/product.md "Subscriptions and plans" fixes; whatever the client sent is ignored. */
    async upgrade(actor: Actor, userId: string): Promise<Subscription> {
      assertMayManagePlan(actor, userId);
      try {
        const row = await subscriptionsRepository.insert(db, {
          user_id: actor.id,
          ...EDUCATION_PLAN,
          is_active: true,
          is_cancelled: false,
        });
        return toSubscription(row);
      } catch (error) {
        if (isUniqueViolation(error, 'user_subscriptions_one_active_key')) throw new AppError('SUBSCRIPTION_EXISTS');
        throw error;
      }
    },

    async list(actor: Actor, userId: string, input: PagingInput): Promise<Page<Subscription>> {
      assertMayManagePlan(actor, userId);
      const limits = PEOPLE_LIMITS.subscriptions;
      const size = pageSize(input.limit, limits.fallback, limits.max);
      const cursor = decodeIdCursor(input.last_evaluated_key);
      const [rows, total] = await Promise.all([
        subscriptionsRepository.list(db, actor.id, cursor, size + 1),
        subscriptionsRepository.total(db, actor.id),
      ]);
      return { ...toPage(rows, size, toSubscription, (row) => [row.id]), total };
    },

    async cancel(actor: Actor, userId: string, subscriptionId: string): Promise<Subscription> {
      assertMayManagePlan(actor, userId);
      const row = isUuid(subscriptionId)
        ? await subscriptionsRepository.cancel(db, actor.id, subscriptionId)
        : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      return toSubscription(row);
    },

    /** educator while an Education subscription is active and not cancelled. */
    async planOf(userId: string, tx: DbOrTx = db): Promise<Plan> {
      return (await subscriptionsRepository.hasActive(tx, userId, EDUCATION_PLAN.subscription_plan))
        ? 'educator'
        : 'user';
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
