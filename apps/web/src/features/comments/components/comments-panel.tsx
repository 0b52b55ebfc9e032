import { EmojiPicker, insertAtCaret } from '../../../components/ui/emoji-picker';
import type { Comment } from '@ladder/shared/schemas/posts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { randomUuid } from '../../../lib/random-uuid';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { TimeSince } from '../../../components/ui/time-since';
import { useSession } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { HiddenMark } from '../../../components/ui/hidden-mark';
import { useCommentMutations, useComments, useReplies } from '../api/comments';
import { commentOutbox } from '../lib/comment-outbox';
import { WaitingComments } from './waiting-comments';
import { ApiError } from '../../../lib/api-client';
import { isPhoneRequired, PhoneRequiredNotice } from '../../../components/ui/phone-required-notice';

type Mode = { kind: 'new' } | { kind: 'edit'; comment: Comment } | { kind: 'reply'; comment: Comment };

const LINK = 'text-xs font-semibold text-slate-600 hover:underline dark:text-slate-300';

/** The comment box: Enter sends (Shift+Enter or Ctrl+Enter adds a line), blank is never sent. */
function CommentBox({
  mode,
  onCancel,
  onSubmit,
  isBusy,
  isFocused = false,
}: {
  mode: Mode;
  onCancel: () => void;
  /** Sends the text with the comment's Idempotency-Key; true once it went. */
  onSubmit: (text: string, key: string) => Promise<boolean>;
  isBusy: boolean;
  /** Take the caret when shown (the member pressed Comment). */
  isFocused?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // A reply or an edit is where the member just clicked, and so is a box opened by Comment.
  useEffect(() => {
    if (mode.kind !== 'new' || isFocused) field.current?.focus();
  }, [mode.kind, isFocused]);
  const [text, setText] = useState(mode.kind === 'edit' ? mode.comment.comment : '');
  // One key per comment written: sent again after a failure (an answer lost on the way), the
  // server answers the comment it made. A comment that did not go keeps its text.
  const [key, setKey] = useState(randomUuid);
  const send = async () => {
    if (!text.trim() || isBusy) return;
    if (!(await onSubmit(text.trim(), key))) return;
    setText('');
    setKey(randomUuid());
  };
  const label =
    mode.kind === 'reply'
      ? t('comment.reply_to', { name: mode.comment.user_name })
      : mode.kind === 'edit'
        ? t('comment.edit_label')
        : t('comment.label');
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        ref={field}
        id={id}
        key={`${mode.kind}-${mode.kind === 'new' ? '' : mode.comment.id}`}
        rows={2}
        value={text}
        placeholder={label}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey) {
            event.preventDefault();
            void send();
          }
        }}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-950"
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <div className="mr-auto">
          <EmojiPicker
            onPick={(emoji) =>
              setText(insertAtCaret(document.getElementById(id) as HTMLTextAreaElement | null, text, emoji))
            }
          />
        </div>
        {mode.kind !== 'new' && (
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button onClick={() => void send()} isLoading={isBusy} disabled={!text.trim()}>
          {t(mode.kind === 'edit' ? 'comment.save' : 'comment.send')}
        </Button>
      </div>
    </div>
  );
}

function CommentItem({
  comment,
  onReply,
  onEdit,
  onDelete,
  replyBox = null,
  isShowingReplies = false,
  onToggleReplies,
  onReport,
}: {
  comment: Comment;
  onReply: (c: Comment) => void;
  onEdit: (c: Comment) => void;
  onDelete: (c: Comment) => void;
  /** Opens the report dialog for a comment or reply of someone else. */
  onReport?: ((commentId: string) => void) | undefined;
  /** The box answering this comment, right under it. */
  replyBox?: ReactNode;
  isShowingReplies?: boolean;
  onToggleReplies?: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const replies = useReplies(comment.post_id, comment.id, isShowingReplies);
  const isOwner = user?.id === comment.user_id;
  return (
    <div className="flex gap-2">
      <Avatar name={comment.user_name} src={comment.user_photo_path} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="rounded-xl bg-slate-100 px-3 py-2 dark:bg-slate-800">
          <Link to={`/profile/${comment.user_username}`} className="text-sm font-semibold hover:underline">
            {comment.user_name}
          </Link>
          <p className="text-sm break-words whitespace-pre-line">{comment.comment}</p>
        </div>
        <HiddenMark reason={comment.hidden_reason} decisionId={comment.hidden_decision_id} className="mt-1" />
        <div className="mt-1 flex flex-wrap items-center gap-3 px-1">
          <TimeSince className="text-xs text-slate-600 dark:text-slate-400" iso={comment.created_at} />
          {user && (
            <button type="button" className={LINK} onClick={() => onReply(comment)}>
              {t('comment.reply')}
            </button>
          )}
          {isOwner && (
            <>
              <button type="button" className={LINK} onClick={() => onEdit(comment)}>
                {t('comment.edit')}
              </button>
              <button type="button" className={LINK} onClick={() => onDelete(comment)}>
                {t('comment.delete')}
              </button>
            </>
          )}
          {user && !isOwner && onReport && (
            <button type="button" className={LINK} onClick={() => onReport(comment.id)}>
              {t('safety_ui.report')}
            </button>
          )}
          {comment.replies > 0 && !comment.parent_comment_id && (
            <button type="button" className={LINK} aria-expanded={isShowingReplies} onClick={onToggleReplies}>
              {t(isShowingReplies ? 'comment.hide_replies' : 'comment.view_replies', { count: comment.replies })}
            </button>
          )}
        </div>
        {replyBox && <div className="mt-2">{replyBox}</div>}
        {isShowingReplies && (
          <div className="mt-2 space-y-2">
            {/* Offline the query waits paused: no spinner that never ends. */}
            {replies.isLoading && <Spinner label={t('common.loading')} />}
            {replies.data?.pages
              .flatMap((page) => page.items)
              .map((reply) => (
                <CommentItem
                  key={reply.id}
                  comment={reply}
                  onReply={() => onReply(comment)}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  onReport={onReport}
                />
              ))}
            {replies.hasNextPage && (
              <MoreButton isLoading={replies.isFetchingNextPage} onClick={() => void replies.fetchNextPage()}>
                {t('comment.more_replies')}
              </MoreButton>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** "More comments" / "more replies": the next page after the cursor; gone once the list ends. */
function MoreButton({
  isLoading,
  onClick,
  children,
}: {
  isLoading: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <button type="button" className={LINK} disabled={isLoading} onClick={onClick}>
      {isLoading ? t('common.loading') : children}
    </button>
  );
}

/** The comments panel (docs/product.md "Layout and parts"): new / edit / reply modes, more comments, replies, and a sign-in link for visitors. */
export function CommentsPanel({
  postId,
  onReport,
  focusBox = false,
}: {
  postId: string;
  /** The member opened the comments with Comment: the comment box takes the caret. */
  focusBox?: boolean;
  /** Opens the report dialog for a comment or reply (the page owns it). */
  onReport?: (commentId: string) => void;
}) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const { user } = useSession();
  const [mode, setMode] = useState<Mode>({ kind: 'new' });
  // A reply is written under the comment it answers; once sent, that thread stays open.
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const [openThreads, setOpenThreads] = useState<ReadonlySet<string>>(new Set());
  const toggleThread = (id: string, isOpen = !openThreads.has(id)) =>
    setOpenThreads((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const comments = useComments(postId);
  const items = comments.data?.pages.flatMap((page) => page.items);
  const { create, update, remove } = useCommentMutations(postId);
  const [needsPhone, setNeedsPhone] = useState(false);
  // Decree 147: the API asks for a verified mobile number first; say so above the box.
  const failed = (error: unknown) =>
    isPhoneRequired(error) ? setNeedsPhone(true) : toast.error(t('toast.generic_error'));

  // Offline, a new comment or reply waits in this browser with its key, and goes when the
  // connection comes back (lib/comment-outbox.ts). Online, a failure keeps the text for a retry.
  const sendNew = async (text: string, key: string, parent: Comment | null) => {
    const keep = () => {
      if (!user) return;
      commentOutbox.add(user.id, {
        key,
        postId,
        comment: text,
        parent: parent && { id: parent.id, name: parent.user_name },
        savedAt: new Date().toISOString(),
      });
      toast.success(t('push.comment_outbox_saved'));
    };
    if (!navigator.onLine) return keep();
    try {
      await create.mutateAsync({ comment: text, parent_comment_id: parent?.id ?? null, key });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NETWORK' && !navigator.onLine) return keep();
      throw error;
    }
  };
  const submit = async (text: string, key: string) => {
    try {
      if (mode.kind === 'edit') await update.mutateAsync({ id: mode.comment.id, comment: text });
      else await sendNew(text, key, null);
      setMode({ kind: 'new' });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };
  const submitReply = async (text: string, key: string) => {
    if (!replyTo) return false;
    try {
      await sendNew(text, key, replyTo);
      toggleThread(replyTo.id, true);
      setReplyTo(null);
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  return (
    <section aria-label={t('comment.section')} className="space-y-3">
      {needsPhone && <PhoneRequiredNotice />}
      {user ? (
        <CommentBox
          key={mode.kind === 'new' ? 'new' : `${mode.kind}-${mode.comment.id}`}
          mode={mode}
          onCancel={() => setMode({ kind: 'new' })}
          onSubmit={submit}
          isBusy={create.isPending || update.isPending}
          isFocused={focusBox}
        />
      ) : (
        <p className="text-sm">
          <Link to="/login" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('comment.login_to_comment')}
          </Link>
        </p>
      )}
      {user && <WaitingComments postId={postId} userId={user.id} />}
      {/* Comments load in the browser: a page drawn on the server shows no endless spinner. */}
      {comments.isLoading && isHydrated && <Spinner label={t('common.loading')} />}
      {comments.isError && (
        <p role="alert" className="text-sm">
          {t('toast.generic_error')}
        </p>
      )}
      {items?.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('comment.empty')}</p>}
      <div className="space-y-3">
        {items?.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            onReply={setReplyTo}
            onEdit={(c) => setMode({ kind: 'edit', comment: c })}
            onDelete={setDeleting}
            onReport={onReport}
            isShowingReplies={openThreads.has(comment.id)}
            onToggleReplies={() => toggleThread(comment.id)}
            replyBox={
              user &&
              replyTo?.id === comment.id && (
                <CommentBox
                  key={`reply-${comment.id}`}
                  mode={{ kind: 'reply', comment }}
                  onCancel={() => setReplyTo(null)}
                  onSubmit={submitReply}
                  isBusy={create.isPending}
                />
              )
            }
          />
        ))}
      </div>
      {comments.hasNextPage && (
        <MoreButton isLoading={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
          {t('comment.more')}
        </MoreButton>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('comment.delete_title')}
        confirmLabel={t('comment.delete')}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t('post.delete_success'));
            },
            onError: () => toast.error(t('post.delete_failed')),
          })
        }
      >
        {t('comment.delete_body')}
      </ConfirmDialog>
    </section>
  );
}
