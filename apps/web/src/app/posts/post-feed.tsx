import type { Post } from '@ladder/shared/schemas/posts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Avatar } from '../../components/ui/avatar';
import { InfiniteList, type PagedQuery } from '../../components/ui/infinite-list';
import { CommentsPanel } from '../../features/comments/components/comments-panel';
import { useToggleFollow } from '../../features/people/components/follow-button';
import { PostCard } from '../../features/posts/components/post-card';
import { LazyPostComposer, preloadPostComposer } from '../../features/posts/components/lazy-post-composer';
import { keepComposerOffline } from '../../lib/kept-modules';
import { QueuedPosts } from '../../features/posts/components/queued-posts';
import { DeleteTrackModal } from '../../features/tracks/components/delete-track-modal';
import { useSession } from '../../lib/session';
import { useReportDialog } from '../safety/report-host';

/** A post card with the comments panel, as every page shows it (features meet here, in app/). */
export function PostWithComments({
  post,
  onEdit,
  isOwnPage = false,
}: {
  post: Post;
  onEdit: (post: Post) => void;
  isOwnPage?: boolean;
}) {
  const { toggle } = useToggleFollow();
  const [deletingTrack, setDeletingTrack] = useState<string | null>(null);
  const [report, reportDialog] = useReportDialog();
  return (
    <>
      <PostCard
        post={post}
        onEdit={onEdit}
        onDeleteTrack={setDeletingTrack}
        isOwnPage={isOwnPage}
        comments={(p, { focusBox }) => (
          <CommentsPanel postId={p.id} focusBox={focusBox} onReport={(id) => report({ kind: 'comment', id })} />
        )}
        onToggleFollow={(p) => toggle({ userId: p.user_id, name: p.user_name, isFollowed: p.author_followed })}
        onReport={(p) => report({ kind: 'post', id: p.id })}
      />
      <DeleteTrackModal trackId={deletingTrack} onClose={() => setDeletingTrack(null)} />
      {reportDialog}
    </>
  );
}

/**
 * An infinite list of posts with the create / edit dialog, optionally led by the "start a post"
 * box; `caption` puts a line above a card (the profile's "Likes & comments" says what was done).
 */
export function PostFeed<P extends Post>({
  query,
  empty,
  canCompose = false,
  caption,
}: {
  query: PagedQuery<P>;
  empty: string;
  canCompose?: boolean;
  caption?: (post: P) => ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [editing, setEditing] = useState<Post | null>(null);
  const [isComposing, setIsComposing] = useState(false);
  // Where the app is installed, its worker keeps the composer's code once the feed has settled.
  useEffect(() => {
    if (!canCompose || !navigator.serviceWorker?.controller) return;
    const timer = window.setTimeout(keepComposerOffline, 2_000);
    return () => window.clearTimeout(timer);
  }, [canCompose]);

  return (
    <>
      {canCompose && user && (
        <div className="mb-4 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <Avatar name={user.name} src={user.photo_path} />
          <button
            type="button"
            onClick={() => setIsComposing(true)}
            onPointerEnter={preloadPostComposer}
            onFocus={preloadPostComposer}
            className="min-h-11 flex-1 rounded-full border border-slate-300 px-4 text-left text-sm text-slate-600 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {t('post.start')}
          </button>
        </div>
      )}
      {canCompose && user && <QueuedPosts userId={user.id} />}
      <InfiniteList
        query={query}
        keyOf={(post) => post.id}
        render={(post) => (
          <>
            {caption?.(post)}
            <PostWithComments post={post} onEdit={setEditing} />
          </>
        )}
        empty={empty}
      />
      <LazyPostComposer
        isOpen={isComposing || editing !== null}
        post={editing}
        onClose={() => {
          setIsComposing(false);
          setEditing(null);
        }}
      />
    </>
  );
}
