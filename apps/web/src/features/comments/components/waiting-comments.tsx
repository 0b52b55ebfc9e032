import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useCallback } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { useOutbox, useSendWhenOnline } from '../../../lib/outbox';
import { toast } from '../../../lib/toast';
import { truncate } from '../../../lib/truncate';
import { useIsOnline } from '../../../lib/use-is-online';
import { commentOutbox, sendQueuedComments } from '../lib/comment-outbox';

/**
 * Sends the comments written offline when the app starts online and whenever the connection
 * comes back, and says how many were posted (the member's layout runs it on every page).
 */
export function useSendQueuedComments(userId: string | null): void {
  const { t } = useTranslation();
  const client = useQueryClient();
  const send = useCallback(
    (id: string) =>
      void sendQueuedComments(id, client).then((count) => {
        if (count > 0) toast.success(t('push.comment_outbox_sent', { count }));
      }),
    [client, t],
  );
  useSendWhenOnline(commentOutbox, userId, send);
}

/** Under a post's comment box: the member's comments on it that wait for a connection, with Discard. */
export function WaitingComments({ postId, userId }: { postId: string; userId: string }) {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  const waiting = useOutbox(commentOutbox, userId).filter((c) => c.postId === postId);
  if (waiting.length === 0) return null;
  return (
    <ul className="space-y-2">
      {waiting.map((c) => (
        <li
          key={c.key}
          className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950"
        >
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-900 dark:text-amber-100" />
          <div className="min-w-0 flex-1">
            {c.parent && (
              <p className="text-xs font-semibold text-slate-700 dark:text-slate-300">
                {t('push.comment_outbox_reply', { name: c.parent.name })}
              </p>
            )}
            <p className="text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">{c.comment}</p>
            <p
              className={`mt-1 text-xs ${c.refusal === undefined ? 'text-slate-700 dark:text-slate-300' : 'text-red-700 dark:text-red-300'}`}
            >
              {c.refusal !== undefined
                ? t('push.comment_outbox_refused', { reason: c.refusal || t('toast.generic_error') })
                : t(isOnline ? 'push.comment_outbox_sending' : 'push.comment_outbox_waiting')}
            </p>
          </div>
          <Button
            variant="secondary"
            className="min-h-11 shrink-0"
            aria-label={t('push.comment_outbox_discard_label', { excerpt: truncate(c.comment, 40) })}
            onClick={() => commentOutbox.discard(userId, c.key)}
          >
            {t('push.outbox_discard')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
