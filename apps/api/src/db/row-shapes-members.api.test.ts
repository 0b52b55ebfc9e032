import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { callApi, useTestApp } from '../../test/helper';
import { member, newIndustry, pickSkills, trackBody } from '../../test/factories';
import { expectRows } from '../../test/row-shapes';
import { careerTracksRepository } from '../modules/career-tracks/career-tracks.repository';
import { commentListRowSchema, commentsRepository } from '../modules/comments/comments.repository';
import { growthRepository } from '../modules/growth/growth.repository';
import {
  interactionListRowSchema,
  interactionStateRowSchema,
  interactionsRepository,
} from '../modules/interactions/interactions.repository';
import {
  digestItemRowSchema,
  digestReaderRowSchema,
  notificationRowSchema,
  notificationsRepository,
  settingsRowSchema,
} from '../modules/notifications/notifications.repository';
import { postsRepository } from '../modules/posts/posts.repository';
import { subscriptionsRepository } from '../modules/subscriptions/subscriptions.repository';
import {
  archiveRowSchema,
  claimedExportRowSchema,
  dataExportRepository,
  EXPORT_PARTS,
  exportRowSchema,
} from '../modules/users/data-export.repository';

// The raw-SQL statements of comments, interactions, notifications and the data export: real rows,
// on this run's database, parse strictly with the schemas declared beside them; and the counters.

describe('raw rows of comments, interactions, notifications and exports match their declared shapes', () => {
  const ctx = useTestApp();
  let author: Awaited<ReturnType<typeof member>>;
  let reader: Awaited<ReturnType<typeof member>>;
  let postId: string;
  let commentId: string;
  let trackId: string;

  beforeAll(async () => {
    author = await member(ctx, { name: 'Author Rowshape' });
    reader = await member(ctx, { name: 'Reader Rowshape' });
    const post = await callApi(ctx, 'POST', '/posts', author.headers, { content: 'Rows of members' });
    postId = post.json<{ id: string }>().id;
    const comment = await callApi(ctx, 'POST', `/post-comments/${postId}`, reader.headers, { comment: 'A first word' });
    expect(comment.statusCode).toBe(201);
    commentId = comment.json<{ id: string }>().id;
    const reply = await callApi(ctx, 'POST', `/post-comments/${postId}`, author.headers, {
      comment: 'A reply',
      parent_comment_id: commentId,
    });
    expect(reply.statusCode).toBe(201);
    const track = await callApi(ctx, 'POST', '/career-tracks', author.headers, {
      ...trackBody((await newIndustry(ctx)).id, await pickSkills(ctx)),
      title: 'Rowshape Mentor',
    });
    expect(track.statusCode).toBe(201);
    trackId = track.json<{ id: string }>().id;
    for (const [method, path, body] of [
      ['PUT', `/post-interactions/${postId}`, { liked: true, shared: true }],
      ['POST', `/users/current/me/follow-user?user_id=${author.user.id}`, undefined],
      ['POST', '/career-tracks/vote-career-track-outdated', { career_track_id: trackId, vote_notes: 'Dated' }],
    ] as const)
      expect((await callApi(ctx, method, path, reader.headers, body)).statusCode).toBe(200);
    // The like is told in a batch after it is given (docs/decisions/0064-likes-told-in-batches.md).
    await ctx.app.likeTelling.idle();
    const settings = await callApi(ctx, 'PUT', '/users/current/me/notification-settings', author.headers, {
      is_digest_on: true,
    });
    expect(settings.statusCode).toBe(200);
  });

  it('comments: a page of comments and of replies', async () => {
    const db = ctx.database.db;
    expectRows(commentListRowSchema, await commentsRepository.list(db, null, { postId, parentId: null }, null, 5));
    expectRows(commentListRowSchema, await commentsRepository.list(db, null, { parentId: commentId }, null, 5));
  });

  it('interactions: the switches after a change, and who liked or shared', async () => {
    const db = ctx.database.db;
    expectRows(interactionStateRowSchema, [await interactionsRepository.apply(db, postId, reader.user.id, {})]);
    expectRows(interactionListRowSchema, await interactionsRepository.list(db, null, postId, null, 5));
  });

  it('notifications: a page with every join, the switches, and a digest with its items', async () => {
    const db = ctx.database.db;
    const page = await notificationsRepository.page(db, author.user.id, null, 10);
    expectRows(notificationRowSchema, page, 4);
    expect(new Set(page.map((row) => row.kind))).toEqual(new Set(['comment', 'like', 'follow', 'outdated']));
    expectRows(settingsRowSchema, [await notificationsRepository.settings(db, author.user.id)]);
    const readers = await notificationsRepository.dueDigests(db, 10);
    expectRows(digestReaderRowSchema, readers);
    expectRows(digestItemRowSchema, await notificationsRepository.unreadOf(db, [author.user.id], 10), 4);
  });

  it('counters: each `count(*)::int as n` reads as a number (text would not equal it)', async () => {
    const db = ctx.database.db;
    expect(await commentsRepository.countTopLevel(db, postId)).toBe(1);
    expect(await postsRepository.countMedia(db, postId)).toBe(0);
    expect(await subscriptionsRepository.total(db, reader.user.id)).toBe(0);
    expect(await careerTracksRepository.countOwned(db, author.user.id)).toBe(1);
    expect(await careerTracksRepository.recentVotes(db, trackId, 180)).toBe(1);
    expect(await growthRepository.countGoals(db, author.user.id)).toBe(0);
  });

  it('data export: a request, the claim, each part and the archive', async () => {
    const db = ctx.database.db;
    expectRows(exportRowSchema, [await dataExportRepository.insert(db, reader.user.id)]);
    expectRows(exportRowSchema, [await dataExportRepository.pendingOf(db, reader.user.id)]);
    const claim = await dataExportRepository.claimPending(db);
    expectRows(claimedExportRowSchema, [claim]);
    for (const part of EXPORT_PARTS) expect(await dataExportRepository.part(db, part, reader.user.id)).not.toBeNull();
    if (!claim) throw new Error('no export was claimed');
    const key = `users/${reader.user.id}/exports/${randomUUID()}.zip`;
    expect(await dataExportRepository.finish(db, claim, { key, size: 3 })).toBe(true);
    expectRows(exportRowSchema, [await dataExportRepository.latestOf(db, reader.user.id)]);
    expectRows(archiveRowSchema, [await dataExportRepository.archiveOf(db, reader.user.id)]);
    // A row an earlier release built: its bytes, and no key.
    await db.execute(
      sql`update data_exports set archive_key = null, archive = '\\x010203'::bytea where id = ${claim.id}::uuid`,
    );
    expectRows(archiveRowSchema, [await dataExportRepository.archiveOf(db, reader.user.id)]);
  });
});
