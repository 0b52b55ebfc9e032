import { PAGE_SIZES, type Comment, type CommentInput, type Page } from '@ladder/shared/schemas/posts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeIdCursor, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { PostsService } from '../posts/posts.service';
import { assertFirstDayRoom, isNewAccount } from '../safety/first-day';
import type { Actor } from '../users/actor';
import { assertMayChangeComment } from './comments.policy';
import { commentsRepository, type CommentListRow, type CommentRow } from './comments.repository';

type MediaUrl = (key: string | null) => string | null;

export function createCommentsService(deps: {
  db: Db;
  posts: PostsService;
  mediaUrl: MediaUrl;
  /** NEW_ACCOUNT_HOURS: a new account's first-day limits (modules/safety/first-day.ts). */
  newAccountHours: number;
}) {
  const { db, posts, newAccountHours } = deps;
  const iso = (d: Date | string) => new Date(d).toISOString();

  function present(row: CommentListRow): Comment {
    return {
      id: row.id,
      post_id: row.post_id,
      user_id: row.user_id,
      user_name: row.user_name,
      user_username: row.user_username,
      user_photo_path: deps.mediaUrl(row.user_photo_path),
      comment: row.comment,
      parent_comment_id: row.parent_comment_id,
      replies: row.total_replies,
      hidden_reason: row.hidden_reason ?? null,
      hidden_decision_id: row.hidden_decision_id ?? null,
      ...(row.is_plain_text ? { is_plain_text: true } : {}),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
  }

  const withAuthor = (row: CommentRow, author: Actor): Comment =>
    present({ ...row, user_name: author.name, user_username: author.username, user_photo_path: author.photo_path });

  /** The actor's own comment on that post, under the post's lock; anything else is 404. */
  async function ownComment(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    actor: Actor,
    postId: string,
    commentId: string,
  ) {
    const post = await posts.lockForUpdate(tx, postId);
    if (!post) throw new AppError('POST_NOT_FOUND');
    const comment = isUuid(commentId) ? await commentsRepository.inPost(tx, post.id, commentId, actor.id) : undefined;
    return assertMayChangeComment(actor, comment);
  }

  return {
    /** A comment, or a reply (a reply to a reply joins the same thread). Counts move with it. */
    /**
     * With `createKey` (the request's Idempotency-Key), a retry of the same create, even one
     * racing the first, answers the comment already made instead of writing a second.
     */
    async create(actor: Actor, postId: string, input: CommentInput, createKey?: string): Promise<Comment> {
      const row = await db.transaction(async (tx) => {
        // Neither a post nor a comment of a member either side blocked (db/visibility.ts).
        const post = await posts.lockForUpdate(tx, postId, actor.id);
        if (!post) throw new AppError('POST_NOT_FOUND');
        // A retry of a create that went through answers that comment before any limit counts it.
        const earlier = createKey ? await commentsRepository.findByCreateKey(tx, actor.id, createKey) : undefined;
        if (earlier) return earlier;
        await assertFirstDayRoom(tx, actor, newAccountHours, { kind: 'comments', text: input.comment });
        let parentId: string | null = null;
        if (input.parent_comment_id) {
          const parent = await commentsRepository.inPost(tx, post.id, input.parent_comment_id, actor.id);
          if (!parent) throw new AppError('COMMENT_NOT_FOUND');
          parentId = parent.parent_comment_id ?? parent.id;
        }
        const values = {
          post_id: post.id,
          user_id: actor.id,
          parent_comment_id: parentId,
          comment: input.comment,
          is_plain_text: isNewAccount(actor, newAccountHours),
        };
        const made = createKey
          ? await commentsRepository.insertOnce(tx, { ...values, create_key: createKey })
          : await commentsRepository.insert(tx, values);
        // The same key sent for another post at the same moment: the comment that one made.
        if (!made) {
          const other = createKey ? await commentsRepository.findByCreateKey(tx, actor.id, createKey) : undefined;
          if (!other) throw new Error('a comment with this create key was neither inserted nor found');
          return other;
        }
        if (parentId) await commentsRepository.adjustReplies(tx, parentId, 1);
        await commentsRepository.adjustPostCount(tx, post.id, 1);
        return made;
      });
      return withAuthor(row, actor);
    },

    async update(actor: Actor, postId: string, commentId: string, text: string): Promise<Comment> {
      const row = await db.transaction(async (tx) => {
        const comment = await ownComment(tx, actor, postId, commentId);
        await commentsRepository.updateText(tx, comment.id, text);
        return { ...comment, comment: text, updated_at: new Date() };
      });
      return withAuthor(row, actor);
    },

    /** Deleting a comment removes its replies too, and the post's count drops by all of them. */
    async delete(actor: Actor, postId: string, commentId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const comment = await ownComment(tx, actor, postId, commentId);
        await commentsRepository.delete(tx, comment.id);
        await commentsRepository.adjustPostCount(tx, comment.post_id, -(1 + comment.total_replies));
        if (comment.parent_comment_id) await commentsRepository.adjustReplies(tx, comment.parent_comment_id, -1);
      });
    },

    async list(viewer: Actor | null, postId: string, input: PagingInput): Promise<Page<Comment>> {
      await posts.findVisible(viewer, postId);
      const size = pageSize(input.limit, PAGE_SIZES.comments, 100);
      const rows = await commentsRepository.list(
        db,
        viewer?.id ?? null,
        { postId, parentId: null },
        decodeIdCursor(input.last_evaluated_key),
        size + 1,
      );
      const page = toPage(rows, size, present, (row) => [row.id]);
      return { ...page, total: await commentsRepository.countTopLevel(db, postId) };
    },

    async replies(viewer: Actor | null, commentId: string, input: PagingInput): Promise<Page<Comment>> {
      const parent = isUuid(commentId)
        ? await commentsRepository.findShown(db, commentId, viewer?.id ?? null)
        : undefined;
      if (!parent) throw new AppError('COMMENT_NOT_FOUND');
      await posts.findVisible(viewer, parent.post_id);
      const size = pageSize(input.limit, PAGE_SIZES.replies, 100);
      const rows = await commentsRepository.list(
        db,
        viewer?.id ?? null,
        { parentId: parent.id },
        decodeIdCursor(input.last_evaluated_key),
        size + 1,
      );
      return { ...toPage(rows, size, present, (row) => [row.id]), total: parent.total_replies };
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
