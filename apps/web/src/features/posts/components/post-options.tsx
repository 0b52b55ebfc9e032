import { Ellipsis } from 'lucide-react';
import type { Post } from '@ladder/shared/schemas/posts';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useDismiss } from '../../../lib/use-dismiss';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeletePost } from '../api/save-post';

const ITEM = 'block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800';

/**
 * The owner's menu: Edit Post, and Delete Post behind a confirmation; for a career-track post,
 * Edit Ladder and Delete Career Post (its confirmation belongs to the tracks feature, so the page
 * passes `onDeleteTrack`). Anyone else's menu (when `onToggleFollow` is given): Follow or
 * Unfollow the author, and Report the post (when `onReport` is given).
 */
export function PostOptions({
  post,
  isOwner,
  onEdit,
  onDeleteTrack,
  onToggleFollow,
  onReport,
}: {
  post: Post;
  isOwner: boolean;
  onEdit?: ((post: Post) => void) | undefined;
  onDeleteTrack?: ((trackId: string) => void) | undefined;
  onToggleFollow?: ((post: Post) => void) | undefined;
  onReport?: ((post: Post) => void) | undefined;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeletePost();
  const container = useRef<HTMLDivElement>(null);

  useDismiss(container, isOpen, () => setIsOpen(false));

  const confirmDelete = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        toast.success(t('post.delete_success'));
        setIsConfirming(false);
      },
      onError: () => toast.error(t('post.delete_failed')),
    });

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-label={t('post.options')}
        onClick={() => setIsOpen((open) => !open)}
        className="rounded-lg px-2 py-1 text-xl leading-none text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </button>
      {isOpen && (
        <div className="absolute right-0 z-20 mt-1 w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          {isOwner && onEdit && (
            <>
              <button type="button" className={ITEM} onClick={() => (setIsOpen(false), onEdit(post))}>
                {t(post.career_track ? 'tracks.ui.edit' : 'post.edit')}
              </button>
              {/* A track's post goes with its track: deleting it deletes the track. */}
              {post.career_track && onDeleteTrack && (
                <button
                  type="button"
                  className={`${ITEM} text-red-700 dark:text-red-300`}
                  onClick={() => (setIsOpen(false), onDeleteTrack(post.career_track?.id ?? ''))}
                >
                  {t('tracks.ui.delete')}
                </button>
              )}
              {!post.career_track && (
                <button
                  type="button"
                  className={`${ITEM} text-red-700 dark:text-red-300`}
                  onClick={() => (setIsOpen(false), setIsConfirming(true))}
                >
                  {t('post.delete')}
                </button>
              )}
            </>
          )}
          {!isOwner && onToggleFollow && (
            <button type="button" className={ITEM} onClick={() => (setIsOpen(false), onToggleFollow(post))}>
              {t(post.author_followed ? 'people.ui.unfollow_name' : 'people.ui.follow_name', { name: post.user_name })}
            </button>
          )}
          {!isOwner && onReport && (
            <button type="button" className={ITEM} onClick={() => (setIsOpen(false), onReport(post))}>
              {t('safety_ui.report')}
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('post.delete_title')}
        confirmLabel={t('post.delete')}
        isPending={remove.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={confirmDelete}
      >
        {t('post.delete_body')}
      </ConfirmDialog>
    </div>
  );
}
