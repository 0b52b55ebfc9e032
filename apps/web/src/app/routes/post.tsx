import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { Post } from '@ladder/shared/schemas/posts';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { ShareMenu } from '../../components/ui/share-menu';
import { Spinner } from '../../components/ui/spinner';
import { useRecordShare } from '../../features/posts/api/set-interaction';
import { useSession } from '../../lib/session';
import { usePost } from '../../features/posts/api/get-post';
import { LazyPostComposer } from '../../features/posts/components/lazy-post-composer';
import { ApiError } from '../../lib/api-client';
import { rememberRedirect } from '../../lib/storage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PostWithComments } from '../posts/post-feed';

const NAV =
  'rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-slate-800';

/** One post with its comments open and the author's Previous / Next post links. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const post = usePost(id);
  const [editing, setEditing] = useState<Post | null>(null);
  const { status } = useSession();
  const share = useRecordShare();
  useDocumentTitle(post.data ? post.data.user_name : t('post.title'));

  if (post.isPending) return <Spinner label={t('common.loading')} />;
  if (post.isError) {
    if (post.error instanceof ApiError && post.error.code === 'LOGIN_REQUIRED') {
      rememberRedirect(location.pathname);
      return <Navigate to="/login" replace />;
    }
    const isMissing = post.error instanceof ApiError && post.error.status === 404;
    return <EmptyState title={isMissing ? t('post.not_found') : t('toast.generic_error')} />;
  }
  return (
    <div className="space-y-4">
      {/* The page's heading, for those who move by headings (issue 41); the card shows the name. */}
      <h1 className="sr-only">{t('way_in.post.heading', { name: post.data.user_name })}</h1>
      <PostWithComments post={post.data} onEdit={setEditing} isOwnPage />
      <div className="flex justify-end">
        <ShareMenu
          path={`/post/${post.data.id}`}
          title={post.data.user_name}
          onShared={status === 'member' ? () => share.mutate(post.data.id) : undefined}
        />
      </div>
      {(post.data.prev_post_id || post.data.next_post_id) && (
        <nav aria-label={t('post.series')} className="flex justify-between">
          {post.data.prev_post_id ? (
            <Link to={`/post/${post.data.prev_post_id}`} className={NAV}>
              <ArrowLeft aria-hidden="true" className="size-4 shrink-0" /> {t('post.previous_post')}
            </Link>
          ) : (
            <span />
          )}
          {post.data.next_post_id && (
            <Link to={`/post/${post.data.next_post_id}`} className={NAV}>
              {t('post.next_post')} <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          )}
        </nav>
      )}
      <LazyPostComposer isOpen={editing !== null} post={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
