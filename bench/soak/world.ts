/**
 * The soak's members and what they have before it starts: members with a session each (rows
 * and tokens made directly, as registration is rate-limited per address), then, through the
 * API, follows among them, posts (some with a photo) and shared career tracks.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../../apps/api/src/db/client';
import { createSessionsService } from '../../apps/api/src/modules/auth/sessions.service';
import { pickSkills, trackBody } from '../../apps/api/test/track-bodies';
import { call, ok, type Member } from './client';
import type pg from 'pg';

export interface World {
  members: Member[];
  /** Posts anyone may like or comment on; the load adds the ones it makes. */
  posts: string[];
  /** Shared career tracks. */
  tracks: string[];
  /** Who follows whom, by member id (each member's loop keeps its own set current). */
  follows: Map<string, Set<string>>;
  photos: { name: string; type: string; body: Buffer }[];
}

const NAMES = ['Nguyễn Văn An', 'Trần Thị Bích', 'Lê Minh Đức', 'Phạm Thu Hà', 'Hoàng Quốc Huy', 'Võ Ngọc Lan'];

export const SEARCH_TERMS = ['nguyen', 'tran thi', 'duc', 'engineer', 'backend', 'soak', 'lê minh', 'hoang huy'];

/** A photo as a phone would send it: a gradient with a few shapes, not a blank picture. */
async function photo(width: number, height: number, format: 'png' | 'jpeg') {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inBlock = (Math.floor(x / 40) + Math.floor(y / 40)) % 3 === 0;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = inBlock ? 200 : (y * 255) / height;
      pixels[i + 2] = ((x + y) * 7) % 256;
    }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const body = await (format === 'png' ? image.png() : image.jpeg({ quality: 80 })).toBuffer();
  return { name: `photo.${format === 'png' ? 'png' : 'jpg'}`, type: `image/${format}`, body };
}

/** A multipart body with `files` under the field "files", as the web app sends an upload. */
export function photoForm(files: World['photos']): FormData {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([file.body], { type: file.type }), file.name);
  return form;
}

/** Writes a post, with one photo when given; answers its id. */
export async function writePost(base: string, member: Member, content: string, file?: World['photos'][number]) {
  const post = ok<{ id: string }>(
    await call(base, member, 'POST', '/posts', { json: { content } }, { 'idempotency-key': randomUUID() }),
    'POST /posts',
  );
  if (file) {
    const path = `/utils/upload-files?path=${encodeURIComponent(`posts/${post.id}`)}`;
    ok(await call(base, member, 'POST', path, { form: photoForm([file]) }), 'POST /utils/upload-files');
  }
  return post.id;
}

export async function buildWorld(options: {
  base: string;
  client: pg.Client;
  database: Database;
  jwtSecret: string;
  members: number;
}): Promise<World> {
  const { base, client, database } = options;
  const rows = await client.query<{ id: string; username: string }>(
    // Members of a month's standing: a first day's limits (5 posts and 10 comments an hour;
    // docs/product.md "Reports, blocks and moderation") would refuse most of the mix's posts and
    // comments.
    `insert into users (id, email, name, username, headline, is_active, activated_at, created_at)
     select ladder_uuid_v7(), 'soak' || i || '@bench.test', (array[${NAMES.map((n) => `'${n}'`).join(',')}])[1 + i % ${NAMES.length}] || ' ' || i,
            '@soak' || i, case when i % 2 = 0 then 'Backend engineer' end, true,
            now() - interval '30 days', now() - interval '30 days'
     from generate_series(1, $1::int) i
     returning id, username`,
    [options.members],
  );
  const sessions = createSessionsService({ db: database.db, jwtSecret: options.jwtSecret });
  const members = await Promise.all(
    rows.rows.map(async (row) => ({
      id: row.id,
      username: row.username,
      authorization: `Bearer ${(await sessions.issue(row.id, 'bench/soak')).access_token}`,
    })),
  );

  // Each member follows the next six (a ring, so everyone has followers and followings).
  const follows = new Map<string, Set<string>>(members.map((m) => [m.id, new Set<string>()]));
  for (const [i, member] of members.entries())
    for (let k = 1; k <= 6; k++) {
      const other = members[(i + k) % members.length];
      if (!other || other.id === member.id) continue;
      ok(await call(base, member, 'POST', `/users/current/me/follow-user?user_id=${other.id}`), 'follow');
      follows.get(member.id)?.add(other.id);
    }

  const photos = [await photo(480, 360, 'jpeg'), await photo(320, 240, 'png')];
  const posts: string[] = [];
  for (const [i, member] of members.entries())
    for (let k = 0; k < 2; k++)
      posts.push(
        await writePost(
          base,
          member,
          `Post ${k} of ${member.username} #soak`,
          k === 0 && i % 5 === 0 ? photos[i % 2] : undefined,
        ),
      );

  const industry = await client.query<{ id: string }>(`select id from industries where slug = 'software-engineering'`);
  const skills = await pickSkills({ database });
  const tracks: string[] = [];
  for (const member of members.slice(0, 10)) {
    const body = trackBody(industry.rows[0]?.id ?? '', skills, { title: `Backend Engineer ${member.username}` });
    tracks.push(ok<{ id: string }>(await call(base, member, 'POST', '/career-tracks', { json: body }), 'track').id);
  }
  return { members, posts, tracks, follows, photos };
}
