import type pg from 'pg';
import { seed as seedPeopleAndTracks, SIZES } from '../search/seed';
import { seconds } from '../lib/lifecycle';

export { SIZES };

/** Versions each background track gets: 1 to this many (2 on average with 3). */
const BACKGROUND_VERSIONS = 3;
const SKILLS_PER_TRACK = 7;

/**
 * The world around the two measured tracks, so that the planner sees tables of a real size: the
 * members and shared tracks of bench/search (BENCH_SCALE), then with set-based SQL seven skill
 * rows for each of those tracks and 1–3 versions of each, whose content is the track's.
 */
export async function seedBackground(client: pg.Client, log: (line: string) => void): Promise<void> {
  await seedPeopleAndTracks(client);
  const step = async (name: string, statement: string) => {
    const start = performance.now();
    const result = await client.query(statement);
    log(
      `  ${name.padEnd(48)} ${seconds(performance.now() - start).padStart(8)}  (${(result.rowCount ?? 0).toLocaleString('en')} rows)`,
    );
  };
  await step(
    `career_track_skills (${SKILLS_PER_TRACK} for each track)`,
    `insert into career_track_skills (career_track_id, skill_id, skill_category_id, position, what, why, desired_level)
     select t.id, s.id, 1 + k % 4, k, 'Use it every week at work', 'Every team asks for it',
            (array['Beginner', 'Know-how', 'Applied Experience', 'Strong Experience', 'Expert'])[1 + (t.n + k) % 5]
     from (select id, row_number() over (order by id) as n from career_tracks) t
     cross join generate_series(0, ${SKILLS_PER_TRACK - 1}) k
     join (select id, row_number() over (order by id) - 1 as n from skills) s
       on s.n = (t.n * ${SKILLS_PER_TRACK} + k) % (select count(*) from skills)`,
  );
  await step(
    `career_track_versions (1–${BACKGROUND_VERSIONS} for each track)`,
    `insert into career_track_versions (career_track_id, number, author_id, content)
     select t.id, v, t.user_id, t.content
     from (select ct.id, ct.user_id, row_number() over (order by ct.id) as n,
                  jsonb_build_object('title', ct.title, 'desc', ct.desc, 'skills', (
                    select jsonb_agg(jsonb_build_object('skill_id', s.skill_id, 'skill_category_id', s.skill_category_id,
                             'desired_level', s.desired_level, 'what', s.what, 'why', s.why,
                             'external_desc_urls', s.external_desc_urls) order by s.position)
                    from career_track_skills s where s.career_track_id = ct.id)) as content
           from career_tracks ct) t
     cross join lateral generate_series(1, 1 + (t.n % ${BACKGROUND_VERSIONS})::int) v`,
  );
}
