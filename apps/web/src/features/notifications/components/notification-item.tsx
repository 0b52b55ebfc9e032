import type { Notification } from '@ladder/shared/schemas/notifications';
import { notificationText } from '@ladder/shared/values/notifications';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { fullDate, timeInDay } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';

/** A change's comparison: the version it names (`detail` "<version>:<skills>") with the one before. */
function historyLink(trackId: string, detail: string | null): string {
  const to = Number((detail ?? '').split(':')[0]);
  return to > 1 ? `/ladder/${trackId}/history?from=${to - 1}&to=${to}` : `/ladder/${trackId}/history`;
}

/** Where a notification leads: the person, the post, or the track it is about. */
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
    case 'moderation':
    case 'report_outcome':
      return '/notifications';
    case 'goal_nudge':
      return item.career_track ? `/goals/${item.career_track.id}` : '/notifications';
    case 'track_changed':
      return item.career_track ? historyLink(item.career_track.id, item.detail) : '/notifications';
  }
}

/** One entry: who, what, when, unread marked by a dot and bold text; opening it marks it read. */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to={notificationLink(item)}
      onClick={() => onOpen(item)}
      className={`flex min-h-14 items-start gap-3 rounded-xl px-3 py-3 hover:bg-slate-100 dark:hover:bg-slate-800 ${
        item.is_read ? '' : 'bg-brand-50 dark:bg-slate-800/70'
      }`}
    >
      {item.actor ? (
        <Avatar name={item.actor.name} src={item.actor.photo_path} size="sm" />
      ) : (
        <span aria-hidden="true" className="h-8 w-8 shrink-0 rounded-full bg-brand-600 dark:bg-brand-400" />
      )}
      <span className="min-w-0 flex-1">
        <span
          className={`block text-sm break-words text-slate-900 dark:text-slate-100 ${item.is_read ? '' : 'font-semibold'}`}
        >
          {notificationText(item, t, (iso) => fullDate(iso, i18n.language))}
        </span>
        <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={item.updated_at} title={fullDate(item.updated_at, i18n.language)}>
            {timeInDay(item.updated_at, i18n.language)}
          </time>
          {!item.is_read && <span className="sr-only">, {t('notifications.unread')}</span>}
        </span>
      </span>
      {!item.is_read && (
        <span aria-hidden="true" className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600 dark:bg-brand-400" />
      )}
    </Link>
  );
}
