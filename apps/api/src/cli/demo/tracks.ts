import { careerTrackInputSchema } from '@ladder/shared/schemas/career-tracks';
import { sql } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import type { Db } from '../../db/client';
import type { UserRow } from '../../modules/users/users.repository';
import type { Services } from '../../services';
import { otherLanguage } from '@ladder/shared/values/track-languages';
import { TRACKS, type DemoTrack } from './ladders';
import { industryIdsBySlug, skillIdsByName } from './lookups';
import { CATEGORY_ID, NOTES } from './skill-notes';

/**
 * Demo career ladders: real rungs, junior to senior, in four industries, written in English or
 * Vietnamese by the members who work there (the ladders in ./ladders.ts, what each skill means in
 * ./skill-notes.ts). Most are shared (so they reach the feed), one is completed and one a draft;
 * two carry a translation into the other language.
 * Everything goes through the career-tracks service, so industry counts, posts and ladder links
 * obey the same rules as the app.
 */

/** Seeds the demo ladders through the career-tracks service; `member` maps a handle to its user. */
export async function seedDemoTracks(
  services: Pick<Services, 'careerTracks'>,
  deps: { db: Db; member: (handle: string) => UserRow },
): Promise<number> {
  const { db, member } = deps;
  const skillIds = await skillIdsByName(
    db,
    TRACKS.flatMap((t) => t.skills.map(([name]) => name)),
  );
  const industryIds = await industryIdsBySlug(
    db,
    TRACKS.map((t) => t.industry),
  );
  const ids = new Map<string, string>();
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`demo tracks: unknown ${what}`);
    return value;
  };
  const body = (track: DemoTrack, withNext: boolean) =>
    careerTrackInputSchema.parse({
      industry_id: need(industryIds.get(track.industry), `industry ${track.industry}`),
      title: track.title,
      desc: track.desc,
      status: track.status,
      derived_career_track_id: track.derivedFrom ? need(ids.get(track.derivedFrom), track.derivedFrom) : null,
      next_career_tracks: withNext ? (track.next ?? []).map((key) => need(ids.get(key), key)) : [],
      skills: track.skills.map(([name, level], index) => {
        const note = need(NOTES[name], `notes of ${name}`);
        const [what, why] = note[track.language];
        return {
          skill_category_id: CATEGORY_ID[note.category],
          skill_id: need(skillIds.get(name), `skill ${name}`),
          what,
          why,
          desired_level: level,
          external_desc_urls: note.urls ?? [],
          declared_objective:
            index === 0 ? (track.language === 'vi' ? 'Đạt trong 12 tháng' : 'Reach it within a year') : null,
          declared_confidence: index === 0 ? 3 : null,
        };
      }),
    });

  // Lower rungs first (a track can only derive from one that exists), then the next links.
  for (const track of TRACKS) {
    const created = await services.careerTracks.create(member(track.by), track.language, body(track, false));
    ids.set(track.key, created.id);
  }
  for (const track of TRACKS.filter((t) => t.next?.length)) {
    await services.careerTracks.update(
      member(track.by),
      track.language,
      need(ids.get(track.key), track.key),
      body(track, true),
    );
  }
  // Two ladders carry their author's translation, the skills' texts from the notes' other language.
  for (const track of TRACKS.filter((t) => t.translation)) {
    const other = otherLanguage(track.language);
    await services.careerTracks.languages.put(member(track.by), need(ids.get(track.key), track.key), {
      title: need(track.translation, 'translation').title,
      desc: need(track.translation, 'translation').desc,
      skills: track.skills.map(([name]) => {
        const [what, why] = need(NOTES[name], `notes of ${name}`)[other];
        return { skill_id: need(skillIds.get(name), `skill ${name}`), what, why };
      }),
    });
  }
  // Seeded before the posts' story (three weeks), the ladders date from about a month ago.
  const trackIds = uuidArray(TRACKS.map((t) => need(ids.get(t.key), t.key)));
  await db.execute(sql`
    update career_tracks t set created_at = v.at, updated_at = v.at
    from (select id, now() - interval '30 days' + n * interval '5 hours' as at
          from unnest(${trackIds}) with ordinality as u(id, n)) v
    where t.id = v.id`);
  await db.execute(sql`
    update posts p set created_at = t.created_at, updated_at = t.created_at
    from career_tracks t where p.career_track_id = t.id and t.id = any(${trackIds})`);
  return TRACKS.length;
}
