import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows, type Db } from '../db/client';
import type { UserRow } from '../modules/users/users.repository';
import type { Services } from '../services';

/**
 * The people side of the demo: a few more follows between members (through the follows
 * service, so counters and timelines obey the same rules as the app), the followed hashtags'
 * counts, skills each member follows from their industry, and a profile photo with their
 * initials and a cover, both stored in two sizes by the uploads service. No network.
 */

/** Soft two-colour gradients, readable under white initials in both themes. */
const PALETTES: [string, string][] = [
  ['#4f46e5', '#06b6d4'],
  ['#0f766e', '#84cc16'],
  ['#be185d', '#f59e0b'],
  ['#7c3aed', '#ec4899'],
  ['#1d4ed8', '#10b981'],
  ['#b45309', '#ef4444'],
  ['#0e7490', '#6366f1'],
  ['#15803d', '#0ea5e9'],
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** "Nguyễn Minh Anh" → "MA" (the given name and the one before it, as Vietnamese names are said). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 2 ? words.slice(-2) : words;
  return picked
    .map((w) => w.charAt(0).toLocaleUpperCase('vi'))
    .join('')
    .slice(0, 2);
}

function gradient(width: number, height: number, [from, to]: [string, string], body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>${body}</svg>`,
  );
}

function avatar(name: string, palette: [string, string]): Promise<Buffer> {
  const text =
    `<text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" ` +
    `font-size="150" font-weight="700" fill="#ffffff" fill-opacity="0.95">${escapeXml(initialsOf(name))}</text>`;
  return sharp(gradient(400, 400, palette, text))
    .png()
    .toBuffer();
}

function cover(palette: [string, string], seed: number): Promise<Buffer> {
  let rings = '';
  for (let i = 0; i < 6; i += 1) {
    const x = (seed * 173 + i * 271) % 1500;
    const y = (seed * 97 + i * 131) % 500;
    rings += `<circle cx="${x}" cy="${y}" r="${60 + ((seed + i * 37) % 140)}" fill="#ffffff" fill-opacity="${(0.06 + (i % 3) * 0.05).toFixed(2)}"/>`;
  }
  return sharp(gradient(1500, 500, palette, rings))
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function seedDemoPeople(services: Services, deps: { db: Db; members: UserRow[] }): Promise<void> {
  const { db, members } = deps;
  if (members.length < 2) return;

  // Every member follows the next two (a ring): nobody is left without followers.
  for (const [i, m] of members.entries()) {
    for (const step of [1, 2]) {
      const other = members[(i + step) % members.length];
      if (other && other.id !== m.id) await services.follows.followUser(m, other.id);
    }
  }

  // The demo seeder writes hashtag follows directly: give each followed hashtag its row and count.
  await db.execute(sql`
    insert into hashtags (tag, display, total_posts, total_followers)
    select hashtag, hashtag, 0, count(*)::int from hashtag_follows group by hashtag
    on conflict (tag) do update set total_followers = excluded.total_followers`);

  // Three skills suggested for each member's industry.
  const picks = await queryRows<{ user_id: string; skill_id: string }>(
    db,
    sql`select u.id as user_id, s.skill_id from users u
        cross join lateral (select skill_id from industry_skills i where i.industry_id = u.working_industry_id
                            order by i.category_key, i.skill_id limit 3) s
        where u.id = any(${`{${members.map((m) => m.id).join(',')}}`}::uuid[])`,
  );
  const byId = new Map(members.map((m) => [m.id, m]));
  for (const pick of picks) {
    const m = byId.get(pick.user_id);
    if (m) await services.follows.followSkill(m, pick.skill_id, m.default_language);
  }

  // Photos: rendered and re-encoded in parallel (sharp works on its own threads).
  await Promise.all(
    members.map(async (m, i) => {
      const palette = PALETTES[i % PALETTES.length] ?? ['#4f46e5', '#06b6d4'];
      const [photo, wide] = await Promise.all([avatar(m.name, palette), cover(palette, i + 1)]);
      await services.uploads.replacePhoto(m, 'profile_photo', [photo]);
      await services.uploads.replacePhoto(m, 'cover_photo', [wide]);
    }),
  );
}
