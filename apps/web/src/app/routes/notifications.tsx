import type { Notification } from '@ladder/shared/schemas/notifications';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { InfiniteList } from '../../components/ui/infinite-list';
import { useMarkRead, useNotifications, useUnreadCount } from '../../features/notifications/api/notifications';
import { NotificationItem } from '../../features/notifications/components/notification-item';
import { useTranslation, type Translate } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { dateFormat } from '../../lib/intl';

const dayOf = (iso: string) => new Date(iso).toDateString();

/** "Today", "Yesterday", else the date in the reader's language. */
function dayHeading(iso: string, t: Translate, language: string): string {
  const day = dayOf(iso);
  if (day === new Date().toDateString()) return t('notifications.today');
  if (day === new Date(Date.now() - 86_400_000).toDateString()) return t('notifications.yesterday');
  return dateFormat(language, { dateStyle: 'full' }).format(new Date(iso));
}

/** Notifications, newest group first, under a heading per day; the switches below. */
export function Component() {
  const { t, i18n } = useTranslation();
  const list = useNotifications();
  const unread = useUnreadCount().data?.unread ?? 0;
  const markRead = useMarkRead();
  useDocumentTitle(t('notifications.title'));

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const startsDay = new Set(
    items
      .filter((item, index) => index === 0 || dayOf(items[index - 1]!.updated_at) !== dayOf(item.updated_at))
      .map((item) => item.id),
  );
  const open = (item: Notification) => {
    if (!item.is_read) markRead.mutate(item.id);
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t('notifications.title')}>
        {/* The switches live on the Settings page, reachable from here and the menu (issue 41). */}
        <Link
          to="/settings"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {t('way_in.settings.title')}
        </Link>
      </PageHeader>
      {unread > 0 && (
        <Button variant="secondary" onClick={() => markRead.mutate(undefined)} isLoading={markRead.isPending}>
          {t('notifications.mark_all_read')}
        </Button>
      )}
      <Card>
        <InfiniteList
          query={list}
          keyOf={(item) => item.id}
          empty={t('notifications.empty')}
          render={(item) => (
            <>
              {startsDay.has(item.id) && (
                <h2 className="mb-1 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                  {dayHeading(item.updated_at, t, i18n.language)}
                </h2>
              )}
              <NotificationItem item={item} onOpen={open} />
            </>
          )}
        />
      </Card>
    </div>
  );
}
