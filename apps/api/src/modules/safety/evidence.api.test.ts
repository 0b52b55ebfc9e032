import { sql } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApi, PASSWORD, type ApiCall, type Headers, uploadFiles, useTestApp } from '../../../test/helper';
import { member, newPost, type Member } from '../../../test/factories';

// Issue 32: a removed item's snapshot is kept, hidden, 90 days as evidence, then erased by the
// hourly work; an erased account's reports and cases keep no personal data.

const ctx = useTestApp({ ACCOUNT_DELETION_GRACE_DAYS: '0' });
const api = (...call: ApiCall) => callApi(ctx, ...call);

const caseRow = async (itemId: string) =>
  (
    await queryRows<{ id: string; snapshot: Record<string, unknown>; snapshot_erase_at: string | null }>(
      ctx.database.db,
      sql`select id, snapshot, snapshot_erase_at from moderation_cases where item_id = ${itemId}::uuid order by opened_at`,
    )
  )[0];

/** A post by `author` reported by `reporter` (with a note), then decided with `action`. */
async function decided(mod: Member, author: Member, reporter: Headers, action: string, content = 'Pay a fee first') {
  const postId = await newPost(ctx, author.headers, content);
  await api('POST', '/reports', reporter, { item_kind: 'post', item_id: postId, category: 'scam', note: 'Asked me' });
  const found = await caseRow(postId);
  await api('POST', `/moderation/cases/${found!.id}/decision`, mod.headers, { action, rule: 'scam' });
  return postId;
}

/** The stored files under the post's folder. */
function filesOf(postId: string): string[] {
  const root = path.join(ctx.config.dataDir, 'media', 'posts', postId);
  return existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
}

describe('evidence of removed content', () => {
  it('erases a removed post’s photos with its evidence after 90 days, and keeps them until then', async () => {
    const mod = await member(ctx, { is_superuser: true });
    const [author, reporter] = [await member(ctx), await member(ctx)];
    const postId = await newPost(ctx, author.headers, 'Scam with a photo');
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7a5b' } })
      .jpeg()
      .toBuffer();
    const upload = await uploadFiles(ctx, author.headers, `posts/${postId}`, [
      { name: 'a.jpg', type: 'image/jpeg', body: jpeg },
    ]);
    expect(upload.statusCode).toBe(200);
    expect(filesOf(postId).length).toBeGreaterThan(0);
    await api('POST', '/reports', reporter.headers, { item_kind: 'post', item_id: postId, category: 'scam' });
    const found = await caseRow(postId);
    await api('POST', `/moderation/cases/${found!.id}/decision`, mod.headers, { action: 'remove', rule: 'scam' });
    // Kept as evidence: the snapshot names the photo, and the file is still there.
    expect(((await caseRow(postId))?.snapshot as { media: string[] }).media).toHaveLength(1);
    await ctx.app.runHourlyWork();
    expect(filesOf(postId).length).toBeGreaterThan(0);

    await ctx.database.db.execute(
      sql`update moderation_cases set snapshot_erase_at = now() - interval '1 minute' where id = ${found!.id}::uuid`,
    );
    await ctx.app.runHourlyWork();
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from post_media where post_id = ${postId}::uuid`,
    );
    expect(rows[0]?.n).toBe(0);
    expect(filesOf(postId)).toEqual([]);
  });

  it('keeps a removed post’s snapshot 90 days, hidden, then the hourly work erases it and the post’s text', async () => {
    const mod = await member(ctx, { is_superuser: true });
    const [author, reporter] = [await member(ctx), await member(ctx)];
    const removed = await decided(mod, author, reporter.headers, 'remove', 'Removed scam text');
    const hidden = await decided(mod, author, reporter.headers, 'hide', 'Hidden scam text');
    const kept = await decided(mod, author, reporter.headers, 'remove', 'Removed, not yet due');
    const due = await caseRow(removed);
    expect(due?.snapshot).toMatchObject({ content: 'Removed scam text' });
    const days = (Date.parse(due!.snapshot_erase_at!) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    expect((await api('GET', `/posts?post_id=${removed}`, author.headers)).statusCode).toBe(404);

    // 90 days on (the row back-dated, no waiting).
    await ctx.database.db.execute(
      sql`update moderation_cases set snapshot_erase_at = now() - interval '1 minute' where id = ${due!.id}::uuid`,
    );
    await ctx.app.runHourlyWork();
    expect(await caseRow(removed)).toMatchObject({ snapshot: {}, snapshot_erase_at: null });
    const [post] = await queryRows<{ content: string }>(
      ctx.database.db,
      sql`select content from posts where id = ${removed}::uuid`,
    );
    expect(post?.content).toBe('');
    expect((await caseRow(hidden))?.snapshot).toMatchObject({ content: 'Hidden scam text' });
    expect((await caseRow(kept))?.snapshot).toMatchObject({ content: 'Removed, not yet due' });
  });

  it('an erased account’s reports keep no personal data, nor do the cases about it', async () => {
    const mod = await member(ctx, { is_superuser: true });
    const [author, reporter] = [await member(ctx), await member(ctx)];
    const postId = await decided(mod, author, reporter.headers, 'warn', 'Warned text');
    const open = (await api('POST', '/posts', author.headers, { content: 'Open case text' })).json<{ id: string }>().id;
    await api('POST', '/reports', reporter.headers, { item_kind: 'post', item_id: open, category: 'spam', note: 'Me' });
    for (const who of [reporter, author])
      expect((await api('POST', '/users/current/me/delete', who.headers, { password: PASSWORD })).statusCode).toBe(200);

    const reports = await queryRows<{ reporter_id: string | null; note: string | null }>(
      ctx.database.db,
      sql`select reporter_id, note from reports where item_id in (${postId}::uuid, ${open}::uuid)`,
    );
    expect(reports).toEqual([
      { reporter_id: null, note: null },
      { reporter_id: null, note: null },
    ]);
    for (const itemId of [postId, open]) expect((await caseRow(itemId))?.snapshot).toEqual({});
    // The moderator still sees the open case, without anything of its author.
    const queue = (await api('GET', '/moderation/queue?limit=100', mod.headers)).json<{
      items: { item_id: string; author: unknown }[];
    }>();
    expect(queue.items.find((c) => c.item_id === open)).toMatchObject({ author: null });
  });
});
