/**
 * What the upgrade dialog says of a plan's price (docs/product.md "Subscriptions and plans"): a
 * 0 VND plan reads "Free" and announces no renewal; any other price is renewed each month.
 */
export function planPriceText(
  plan: { payment_amount: number; payment_currency: string },
  language: string,
  t: (key: 'privacy.plan_free' | 'people.ui.upgrade_price', params?: { price: string }) => string,
): string {
  if (plan.payment_amount === 0) return t('privacy.plan_free');
  const price = `${plan.payment_amount.toLocaleString(language)} ${plan.payment_currency}`;
  return t('people.ui.upgrade_price', { price });
}
