import { CloudOff } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { truncate } from '../../../lib/truncate';
import { useIsOnline } from '../../../lib/use-is-online';
import { useOutbox, useSendWhenOnline } from '../../../lib/outbox';
import { postOutbox, sendQueuedPosts } from '../lib/post-outbox';

/**
 * Sends the posts written offline when the app starts online and whenever the connection comes
 * back, and says how many were published (the member's layout runs it on every page).
 */
export function useSendQueuedPosts(userId: string | null): void {
  const { t } = useTranslation();
  const client = useQueryClient();
  const send = useCallback(
    (id: string) =>
      void sendQueuedPosts(id, client).then((count) => {
        if (count > 0) toast.success(t('push.outbox_sent', { count }));
      }),
    [client, t],
  );
  useSendWhenOnline(postOutbox, userId, send);
}

/** Above the feed: each post waiting to be sent, what happens to it, and Discard. */
export function QueuedPosts({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const posts = useOutbox(postOutbox, userId);
  const isOnline = useIsOnline();
  if (posts.length === 0) return null;
  return (
    <section
      aria-labelledby="queued-posts-title"
      className="mb-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
    >
      <h2
        id="queued-posts-title"
        className="flex items-center gap-2 text-sm font-semibold text-amber-950 dark:text-amber-50"
      >
        <CloudOff aria-hidden="true" className="size-4 shrink-0" />
        {t('push.outbox_title', { count: posts.length })}
      </h2>
      <ul className="mt-3 space-y-3">
        {posts.map((post) => (
          <li key={post.key} className="flex items-start gap-3 rounded-xl bg-white p-3 dark:bg-slate-900">
            <div className="min-w-0 flex-1">
              <p className="text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">
                {truncate(post.input.content, 280)}
              </p>
              <p
                className={`mt-1 text-xs ${post.refusal === undefined ? 'text-slate-600 dark:text-slate-400' : 'text-red-700 dark:text-red-300'}`}
              >
                {post.refusal !== undefined
                  ? t('push.outbox_refused', { reason: post.refusal || t('post.create_failed') })
                  : t(isOnline ? 'push.outbox_sending' : 'push.outbox_waiting')}
              </p>
            </div>
            <Button
              variant="secondary"
              className="min-h-11 shrink-0"
              aria-label={t('push.outbox_discard_label', { excerpt: truncate(post.input.content, 40) })}
              onClick={() => postOutbox.discard(userId, post.key)}
            >
              {t('push.outbox_discard')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
