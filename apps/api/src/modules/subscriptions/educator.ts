import { sql, type SQL } from 'drizzle-orm';

/**
 * The Educator plan (docs/product.md): member `userId` holds an active, non-cancelled Education
 * subscription. The one statement of the rule, for every query that asks it.
 */
export const holdsEducatorPlan = (userId: SQL): SQL =>
  sql`exists (select 1 from user_subscriptions s where s.user_id = ${userId}
        and s.subscription_plan = 'Education' and s.is_active and not s.is_cancelled
        and (s.service_end is null or s.service_end > now()))`;
