import type { Notification } from '../schemas/notifications';

type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/**
 * The sentence of a notification, in the language of `t`: the web app's list and the API's
 * daily digest mail say the same thing. `date` formats when a plan ends.
 */
export function notificationText(item: Notification, t: Translate, date: (iso: string) => string): string {
  const name = item.actor?.name ?? t('notifications.someone');
  const others = item.actor_count - 1;
  const values = {
    name,
    track: item.career_track?.title ?? '',
    other: item.other_career_track?.title ?? '',
    detail: item.detail ?? '',
  };
  if ((item.kind === 'like' || item.kind === 'outdated') && others > 0)
    return t(`notifications.kind_${item.kind}_others`, { ...values, count: others });
  if (item.kind === 'moderation' || item.kind === 'report_outcome') {
    // `detail` is "<item kind>:<action>" (docs/api/safety.md).
    const [kind = '', action = ''] = (item.detail ?? '').split(':');
    return t(`notifications.kind_${item.kind}`, {
      item: t(`safety.item_${kind}`),
      action: t(`safety.action_${action}`),
    });
  }
  if (item.kind === 'goal_nudge') {
    // `detail` is "<skills done last week>:<the next skill>" (docs/api/goal-plan.md "The weekly nudge").
    const [count = '0', ...skill] = (item.detail ?? '').split(':');
    return t('notifications.kind_goal_nudge', { ...values, count: Number(count), detail: skill.join(':') });
  }
  if (item.kind === 'track_changed') {
    // `detail` is "<version>:<skills changed>" (docs/api/notifications.md).
    const count = Number((item.detail ?? '').split(':')[1] ?? 0);
    return count > 0
      ? t('notifications.kind_track_changed', { ...values, count })
      : t('notifications.kind_track_changed_text', values);
  }
  if (item.kind === 'plan_ending')
    return t('notifications.kind_plan_ending', { date: item.ends_at ? date(item.ends_at) : '' });
  return t(`notifications.kind_${item.kind}`, values);
}
