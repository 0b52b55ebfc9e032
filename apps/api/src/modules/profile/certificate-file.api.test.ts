import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { callApi, createTestApp, type ApiCall, uploadFiles, useTestApp } from '../../../test/helper';
import { startS3 } from '../../../test/s3-server';
import { member, type Member } from '../../../test/factories';
import { fetchMedia, jpegWithExif, pdf, png, storedFiles, textAsPdf } from '../../../test/documents';
import { expectRows } from '../../../test/row-shapes';
import { dataExportRepository } from '../users/data-export.repository';
import { profileItemRowSchema, profileRepository } from './profile.repository';

// A certificate's file (docs/api/profile.md "A certificate's file"), on both databases (TEST_DB):
// a PDF kept as it is or an image re-encoded, checked by its bytes, in the member's folder; one
// at a time, removed with the item, in the data download and erased with the account.
const ctx = useTestApp({ ACCOUNT_DELETION_GRACE_DAYS: '0' });
const api = (...call: ApiCall) => callApi(ctx, ...call);

interface Item {
  id: string;
  kind: string;
  file: { url: string; content_type: string } | null;
}
const certificate = {
  kind: 'certificate',
  title: 'AWS Solutions Architect',
  organization: 'Amazon Web Services',
  start_month: '2024-05',
  visibility: 'public',
};
const addItem = async (who: Member, over: object = {}) => {
  const answer = await api('POST', '/users/current/me/profile-items', who.headers, { ...certificate, ...over });
  expect(answer.statusCode).toBe(201);
  return answer.json<Item>();
};
const target = (who: Member, itemId: string) => `users/${who.user.id}/profile-items/${itemId}/file`;
const upload = (who: Member, itemId: string, file: { name: string; type: string; body: Buffer }) =>
  uploadFiles(ctx, who.headers, target(who, itemId), [file]);
const itemsSeenBy = async (owner: Member, headers?: Record<string, string>) =>
  (await api('GET', `/users/${owner.user.id}/profile-items`, headers)).json<{ items: Item[] }>().items;

describe("a certificate's file", () => {
  it('keeps a PDF as it is, re-encodes an image without its metadata, and replacing one removes the old', async () => {
    const me = await member(ctx);
    const reader = await member(ctx);
    const item = await addItem(me);
    expect(item.file).toBeNull();

    const withPdf = await upload(me, item.id, { name: 'aws.pdf', type: 'application/pdf', body: pdf() });
    expect(withPdf.statusCode).toBe(200);
    const first = withPdf.json<Item>();
    expect(first).toMatchObject({ id: item.id, file: { content_type: 'application/pdf' } });
    expect(first.file?.url).toMatch(new RegExp(`/media/users/${me.user.id}/certificates/[0-9a-f-]{36}\\.pdf$`));
    expect(await fetchMedia(ctx, first.file?.url ?? '')).toEqual(pdf());
    // Chrome's PDF viewer is an embedded object on the PDF's page: the site's `object-src 'none'` would blank it.
    const served = await ctx.app.inject({ method: 'GET', url: first.file?.url.slice(ctx.config.publicUrl.length) });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-security-policy']).toContain("object-src 'self'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Readers see it as they see the item (public here; a visitor too).
    expect((await itemsSeenBy(me, reader.headers))[0]?.file).toEqual(first.file);
    expect((await itemsSeenBy(me))[0]?.file).toEqual(first.file);
    expectRows(profileItemRowSchema, await profileRepository.itemsOf(ctx.database.db, me.user.id, 'owner'));

    const withJpeg = (
      await upload(me, item.id, { name: 'scan.jpg', type: 'image/jpeg', body: await jpegWithExif() })
    ).json<Item>();
    expect(withJpeg.file?.content_type).toBe('image/jpeg');
    const stored = await fetchMedia(ctx, withJpeg.file?.url ?? '');
    expect(stored?.includes(Buffer.from('secret-owner'))).toBe(false);
    // Only the new file is stored: the PDF went once the item named the JPEG.
    expect(await fetchMedia(ctx, first.file?.url ?? '')).toBeNull();
    expect(storedFiles(ctx, me.user.id, 'certificates')).toHaveLength(1);

    const withPng = (
      await upload(me, item.id, { name: 'badge.png', type: 'image/png', body: await png() })
    ).json<Item>();
    expect(withPng.file?.content_type).toBe('image/png');
    expect(storedFiles(ctx, me.user.id, 'certificates')).toHaveLength(1);

    // Removing the file: the item stays, the object goes.
    expect((await api('DELETE', `/users/current/me/profile-items/${item.id}/file`, me.headers)).statusCode).toBe(204);
    expect((await itemsSeenBy(me, me.headers))[0]?.file).toBeNull();
    expect(storedFiles(ctx, me.user.id, 'certificates')).toEqual([]);
  });

  it('is checked by its bytes and taken only on the member’s own certificate', async () => {
    const me = await member(ctx);
    const other = await member(ctx);
    const item = await addItem(me);
    const job = await addItem(me, { kind: 'experience', title: 'Engineer', organization: 'FPT' });

    const text = await upload(me, item.id, textAsPdf);
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    expect((await upload(me, job.id, { name: 'a.pdf', type: 'application/pdf', body: pdf() })).json().code).toBe(
      'NOT_A_CERTIFICATE',
    );
    // Another member's certificate, through their path or one's own: not found, nothing stored.
    for (const path of [target(me, item.id), target(other, item.id)]) {
      const theirs = await uploadFiles(ctx, other.headers, path, [
        { name: 'a.pdf', type: 'application/pdf', body: pdf() },
      ]);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().code).toBe('PROFILE_ITEM_NOT_FOUND');
    }
    const twoFiles = await uploadFiles(ctx, me.headers, target(me, item.id), [
      { name: 'a.pdf', type: 'application/pdf', body: pdf() },
      { name: 'b.pdf', type: 'application/pdf', body: pdf() },
    ]);
    expect(twoFiles.json().code).toBe('TOO_MANY_FILES');
    expect((await api('DELETE', `/users/current/me/profile-items/${item.id}/file`, other.headers)).statusCode).toBe(
      404,
    );
    expect(storedFiles(ctx, me.user.id, 'certificates')).toEqual([]);
    expect(storedFiles(ctx, other.user.id, 'certificates')).toEqual([]);
  });

  it('goes with the item, and when the item stops being a certificate', async () => {
    const me = await member(ctx);
    const kept = await addItem(me);
    await upload(me, kept.id, { name: 'a.pdf', type: 'application/pdf', body: pdf() });
    const changed = await api('PUT', `/users/current/me/profile-items/${kept.id}`, me.headers, {
      ...certificate,
      kind: 'education',
    });
    expect(changed.json<Item>()).toMatchObject({ kind: 'education', file: null });
    expect(storedFiles(ctx, me.user.id, 'certificates')).toEqual([]);

    const deleted = await addItem(me);
    await upload(me, deleted.id, { name: 'a.pdf', type: 'application/pdf', body: pdf() });
    expect(storedFiles(ctx, me.user.id, 'certificates')).toHaveLength(1);
    expect((await api('DELETE', `/users/current/me/profile-items/${deleted.id}`, me.headers)).statusCode).toBe(204);
    expect(storedFiles(ctx, me.user.id, 'certificates')).toEqual([]);
  });

  it('leaves no file behind when the row cannot be written', async () => {
    const me = await member(ctx);
    const item = await addItem(me, { title: 'Refused file' });
    // A fault of the database's own, for this one item: its row refuses a file.
    await ctx.database.db.execute(
      sql.raw(`
      create or replace function test_refuse_certificate_file() returns trigger language plpgsql as $$
      begin
        if new.id = '${item.id}'::uuid and new.file_key is not null then raise exception 'refused by the test'; end if;
        return new;
      end $$`),
    );
    await ctx.database.db.execute(
      sql.raw(`create trigger test_refuse_certificate_file before update on profile_items
               for each row execute function test_refuse_certificate_file()`),
    );
    try {
      const refused = await upload(me, item.id, { name: 'a.pdf', type: 'application/pdf', body: pdf() });
      expect(refused.statusCode).toBe(500);
      expect(storedFiles(ctx, me.user.id, 'certificates')).toEqual([]);
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger test_refuse_certificate_file on profile_items'));
    }
  });

  it('is in the data download and erased with the account', async () => {
    const me = await member(ctx);
    const item = await addItem(me);
    const file = (await upload(me, item.id, { name: 'a.pdf', type: 'application/pdf', body: pdf() })).json<Item>().file;
    const [key] = storedFiles(ctx, me.user.id, 'certificates');
    expect(file?.url.endsWith(key ?? 'none')).toBe(true);
    expect(await dataExportRepository.part(ctx.database.db, 'my_experience_and_education', me.user.id)).toMatchObject([
      { id: item.id, file: `media/${key}`, file_content_type: 'application/pdf' },
    ]);
    expect(await dataExportRepository.mediaKeys(ctx.database.db, me.user.id)).toEqual([key]);

    const gone = await api('POST', '/users/current/me/delete', me.headers, { password: 'Ladder#Climb42' });
    expect(gone.statusCode).toBe(200);
    expect(storedFiles(ctx, me.user.id, 'certificates')).toEqual([]);
    const left = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from profile_items where user_id = ${me.user.id}::uuid`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});

describe('a certificate’s file in an S3-compatible bucket (s3rver)', () => {
  it('is stored with its type, read at its public URL and removed with the item', async () => {
    const s3 = await startS3();
    const c = await createTestApp(s3.env);
    try {
      const me = await member(c);
      const made = await callApi(c, 'POST', '/users/current/me/profile-items', me.headers, certificate);
      const itemId = made.json<Item>().id;
      const answer = await uploadFiles(c, me.headers, `users/${me.user.id}/profile-items/${itemId}/file`, [
        { name: 'a.pdf', type: 'application/pdf', body: pdf() },
      ]);
      const url = answer.json<Item>().file?.url ?? '';
      expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/users/${me.user.id}/certificates/`)).toBe(true);
      const served = await fetch(url);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf());

      expect((await callApi(c, 'DELETE', `/users/current/me/profile-items/${itemId}`, me.headers)).statusCode).toBe(
        204,
      );
      const listed = await s3.client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `users/${me.user.id}/certificates/` }),
      );
      expect(listed.KeyCount ?? 0).toBe(0);
    } finally {
      await c.close();
      await s3.stop();
    }
  });
});
