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
    // `detail` is "<item kind>:<action>:<decision id>" (docs/api/safety.md).
    const [kind = '', action = ''] = (item.detail ?? '').split(':');
    if (action === 'appeal_granted' || action === 'appeal_upheld')
      return t(`protection.kind_${action}`, { item: t(`safety.item_${kind}`) });
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

/** A change's comparison: the version it names (`detail` "<version>:<skills>") with the one before. */
function historyLink(trackId: string, detail: string | null): string {
  const to = Number((detail ?? '').split(':')[0]);
  return to > 1 ? `/ladder/${trackId}/history?from=${to - 1}&to=${to}` : `/ladder/${trackId}/history`;
}

/** Where a notification leads: the person, the post, or the track it is about (the list and a push). */
export function notificationLink(item: Notification): string {
  switch (item.kind) {
    case 'follow':
      return item.actor ? `/profile/${item.actor.username}` : '/notifications';
    case 'like':
    case 'comment':
    case 'reply':
      return item.post_id ? `/post/${item.post_id}` : '/notifications';
    case 'outdated':
    case 'track_updated':
      return item.career_track ? `/ladder/${item.career_track.id}` : '/notifications';
    case 'track_derived':
    case 'track_next':
    case 'track_published':
      return item.other_career_track ? `/ladder/${item.other_career_track.id}` : '/notifications';
    case 'plan_started':
    case 'plan_ending':
      return '/me/profile';
    case 'moderation': {
      // "<item kind>:<action>:<decision id>": a decision (not an appeal's outcome) can be appealed.
      const [, action = '', decisionId] = (item.detail ?? '').split(':');
      return decisionId && !action.startsWith('appeal_') ? `/appeal/${decisionId}` : '/notifications';
    }
    case 'report_outcome':
      return '/notifications';
    case 'goal_nudge':
      return item.career_track ? `/goals/${item.career_track.id}` : '/notifications';
    case 'track_changed':
      return item.career_track ? historyLink(item.career_track.id, item.detail) : '/notifications';
    case 'endorsement':
      return '/endorsements';
    case 'translation_suggested':
      return item.career_track ? `/ladder/${item.career_track.id}/translate` : '/notifications';
    case 'translation_accepted':
      return item.career_track ? `/ladder/${item.career_track.id}` : '/notifications';
  }
}
