import { Heart, MessageCircle, Star } from 'lucide-react';
import type { Post } from '@ladder/shared/schemas/posts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Avatar } from '../../../components/ui/avatar';
import { TimeSince } from '../../../components/ui/time-since';
import { formatCount } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useSetInteraction } from '../api/set-interaction';
import { MediaGrid } from './media-grid';
import { MediaViewer } from './media-viewer';
import { PostContent } from './post-content';
import { PostOptions } from './post-options';
import { TrackCard } from './track-card';
import { CopyLinkButton } from '../../../components/ui/copy-link-button';
import { HiddenMark } from '../../../components/ui/hidden-mark';

const ACTION =
  'inline-flex min-h-11 flex-1 text-lg sm:text-sm items-center justify-center gap-2 rounded-lg px-2 font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800';

export interface PostCardProps {
  post: Post;
  /** The comments panel, composed by the page (features do not import each other). */
  /** `focusBox`: the member opened them with Comment, so the caret goes to the comment box. */
  comments?: (post: Post, options: { focusBox: boolean }) => ReactNode;
  /** The post's own page: comments open and the text whole. */
  isOwnPage?: boolean;
  onEdit?: (post: Post) => void;
  /** Asks to delete a career-track post's track (the confirmation is the page's). */
  onDeleteTrack?: (trackId: string) => void;
  /** Follow or unfollow the author from the options menu (for posts of others). */
  onToggleFollow?: (post: Post) => void;
  /** Opens the report dialog for the post (for posts of others). */
  onReport?: (post: Post) => void;
}

/** The post card (docs/product.md "Layout and parts"): author, time, options, text, media, counts and the action bar. */
export function PostCard({
  post,
  comments,
  isOwnPage = false,
  onEdit,
  onDeleteTrack,
  onToggleFollow,
  onReport,
}: PostCardProps) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const interact = useSetInteraction();
  const navigate = useNavigate();
  // docs/product.md "Layout and parts": a career-track post is edited in the track editor.
  const editTrack = (p: Post) => {
    if (p.career_track)
      void navigate(`/career-track/${p.career_track.industry_id}/update?career_track_id=${p.career_track.id}`);
  };
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [showComments, setShowComments] = useState(isOwnPage);
  const [isOpenedByComment, setIsOpenedByComment] = useState(false);
  const titleId = `post-${post.id}-author`;

  const toggle = (change: { liked?: boolean; saved?: boolean }) =>
    interact.mutate(
      { post, change },
      {
        onSuccess: () => {
          if (change.saved !== undefined) toast.success(t(change.saved ? 'post.saved_toast' : 'post.unsaved_toast'));
        },
        onError: () => toast.error(t('toast.generic_error')),
      },
    );

  // Copying the link is the member's share: recorded once, and counted beside likes and comments.
  const recordShare = () => {
    if (user && !post.interaction.shared) interact.mutate({ post, change: { shared: true } });
  };

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex items-start gap-3 px-4 pt-4">
        <Avatar name={post.user_name} src={post.user_photo_path} />
        <div className="min-w-0 flex-1">
          <Link
            id={titleId}
            to={`/profile/${post.user_username}`}
            className="font-semibold text-slate-900 hover:underline dark:text-white"
          >
            {post.user_name}
          </Link>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {/* A touch target of at least 24 px (WCAG 2.5.8), though the text is small. */}
            <Link to={`/post/${post.id}`} className="inline-flex min-h-6 items-center hover:underline">
              <TimeSince iso={post.created_at} />
            </Link>
          </p>
        </div>
        {user?.id === post.user_id && onEdit && (
          <PostOptions
            post={post}
            isOwner
            onEdit={post.career_track ? editTrack : onEdit}
            onDeleteTrack={onDeleteTrack}
          />
        )}
        {user && user.id !== post.user_id && (onToggleFollow || onReport) && (
          <PostOptions post={post} isOwner={false} onToggleFollow={onToggleFollow} onReport={onReport} />
        )}
      </header>
      <div className="space-y-3 px-4 py-3">
        <HiddenMark reason={post.hidden_reason} decisionId={post.hidden_decision_id} />
        <PostContent content={post.content} isWhole={isOwnPage} />
        {post.career_track && <TrackCard track={post.career_track} />}
        <MediaGrid media={post.media_files} onOpen={setViewerIndex} />
      </div>
      <div className="flex justify-between px-4 pb-2 text-xs text-slate-600 dark:text-slate-400">
        <span>
          {t('post.likes', {
            count: post.total_post_likes,
            formatted: formatCount(post.total_post_likes, i18n.language),
          })}
        </span>
        <span className="flex gap-3">
          <span>
            {t('post.comments', {
              count: post.total_post_comments,
              formatted: formatCount(post.total_post_comments, i18n.language),
            })}
          </span>
          <span>
            {t('post.shares', {
              count: post.total_post_shares,
              formatted: formatCount(post.total_post_shares, i18n.language),
            })}
          </span>
        </span>
      </div>
      <div className="flex gap-1 border-t border-slate-200 px-2 py-1 dark:border-slate-800">
        {user && (
          <button
            type="button"
            className={ACTION}
            aria-pressed={post.interaction.liked}
            onClick={() => toggle({ liked: !post.interaction.liked })}
          >
            <Heart
              aria-hidden="true"
              className={`size-4 shrink-0 ${post.interaction.liked ? 'fill-current text-brand-600 dark:text-brand-400' : ''}`}
            />
            <span className="sr-only sm:not-sr-only">{t('post.like')}</span>
          </button>
        )}
        <button
          type="button"
          className={ACTION}
          aria-expanded={showComments}
          onClick={() => {
            setIsOpenedByComment(!showComments);
            setShowComments(!showComments);
          }}
        >
          <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only sm:not-sr-only">{t('post.comment')}</span>
        </button>
        <CopyLinkButton
          path={post.career_track ? `/ladder/${post.career_track.id}` : `/post/${post.id}`}
          onCopied={recordShare}
          className={ACTION}
          isLabelHiddenOnPhone
        />
        {user && (
          <button
            type="button"
            className={ACTION}
            aria-pressed={post.interaction.saved}
            onClick={() => toggle({ saved: !post.interaction.saved })}
          >
            <Star aria-hidden="true" className={`size-4 shrink-0 ${post.interaction.saved ? 'fill-current' : ''}`} />
            <span className="sr-only sm:not-sr-only">{t('post.save')}</span>
          </button>
        )}
      </div>
      {showComments && comments && (
        <div className="border-t border-slate-200 px-4 py-3 dark:border-slate-800">
          {comments(post, { focusBox: isOpenedByComment })}
        </div>
      )}
      <MediaViewer
        media={post.media_files}
        index={viewerIndex}
        onIndex={setViewerIndex}
        onClose={() => setViewerIndex(null)}
      />
    </article>
  );
}
