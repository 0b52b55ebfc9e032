import type pg from 'pg';
import { vacuumForReads } from '../lib/database';

/** BENCH_SCALE (default 1) shrinks the data set for a quick smoke run (0.1) or grows it (10: 1,000,000 members). */
const scale = Math.min(Math.max(Number(process.env.BENCH_SCALE ?? 1) || 1, 0.01), 10);
const scaled = (n: number) => Math.max(Math.round(n * scale), 100);

export const SIZES = {
  members: scaled(100_000),
  tracks: scaled(50_000),
  hashtags: 2_000,
} as const;

const log = (line: string) => console.log(line);

const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Quốc', 'Thu', 'Đức', 'Ngọc', 'Gia', 'Hoàng', 'Thanh', 'Hữu', 'Xuân'];
const GIVEN = [
  'An',
  'Anh',
  'Bảo',
  'Bích',
  'Chi',
  'Cường',
  'Dũng',
  'Duy',
  'Giang',
  'Hà',
  'Hải',
  'Hạnh',
  'Hiếu',
  'Hoa',
  'Hùng',
  'Huy',
  'Khanh',
  'Khoa',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Nam',
  'Nga',
  'Ngân',
  'Nhung',
  'Phong',
  'Phúc',
  'Quân',
  'Quang',
  'Sơn',
  'Tâm',
  'Thảo',
  'Thắng',
  'Trang',
  'Trí',
  'Trung',
  'Tú',
  'Tuấn',
  'Uyên',
  'Việt',
  'Vy',
  'Yến',
];
const LEVELS = ['Junior', 'Senior', 'Lead', 'Principal', 'Intern', 'Chuyên viên', 'Trưởng nhóm', 'Kỹ sư'];
const ROLES = [
  'Data Engineer',
  'Data Scientist',
  'Backend Developer',
  'Frontend Engineer',
  'Product Manager',
  'UX Designer',
  'DevOps Engineer',
  'Machine Learning Engineer',
  'Business Analyst',
  'QA Engineer',
  'Marketing Manager',
  'Kế toán tổng hợp',
  'Phân tích tài chính',
  'Tuyển dụng IT',
  'Quản lý dự án',
  'Kỹ sư dữ liệu',
  'Thiết kế đồ hoạ',
  'Chăm sóc khách hàng',
  'Quản trị hệ thống',
  'Lập trình viên di động',
];

const arrayLiteral = (items: string[]) => `array[${items.map((i) => `'${i.replaceAll("'", "''")}'`).join(',')}]`;

/**
 * Seeds members with Vietnamese names, shared career tracks and hashtags with set-based SQL
 * (generate_series), dropping the trigram indexes during the load and building them after.
 * The client must be connected to a freshly migrated database with the reference data.
 */
export async function seed(client: pg.Client): Promise<{ checks: string[] }> {
  const checks: string[] = [];
  async function step(name: string, statement: string): Promise<void> {
    const t0 = performance.now();
    const result = await client.query(statement);
    log(
      `  ${name.padEnd(48)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s` +
        (result.rowCount ? `  (${result.rowCount.toLocaleString('en')} rows)` : ''),
    );
  }

  const existing = await client.query<{ n: number }>('select count(*)::int as n from users');
  if ((existing.rows[0]?.n ?? 0) > 0) throw new Error('the bench database must be empty (users has rows)');
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query(`set synchronous_commit = off`);

  const trigram = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where indexdef like '%_trgm_ops%'`,
  );
  for (const index of trigram.rows) await client.query(`drop index ${client.escapeIdentifier(index.indexname)}`);

  // Migration 0055's triggers count each statement's postings into one row a word: a load of
  // 100,000 members in one transaction would update the row of "nguyen" 30,000 times, each
  // update walking the versions before it. The load counts once at the end instead.
  const counting = ['search_postings_count_added', 'search_postings_count_removed', 'search_postings_count_changed'];
  for (const trigger of counting) await client.query(`alter table search_postings disable trigger ${trigger}`);

  // Member n gets family, middle and given names from independent positions: 9,216 distinct
  // full names, so "nguyen van" matches hundreds of members, as it would in Vietnam.
  await step(
    'users (Vietnamese names, @username from the name)',
    `insert into users (id, email, name, username, is_active, activated_at, headline, total_followers, created_at, updated_at)
     select gen_random_uuid(), 'u' || n || '@bench.ladder.test', full_name,
            '@' || replace(ladder_search_key(full_name), ' ', '') || n, n % 50 <> 0, now(),
            case n % 3 when 0 then 'Looking for my next step' when 1 then r[1 + (n / 11) % ${ROLES.length}] end, (n::bigint * 7919 % 500)::int, now(), now()
     from (select n, r, f[1 + n % ${FAMILY.length}] || ' ' || m[1 + (n / 7) % ${MIDDLE.length}] || ' ' || g[1 + (n / 3) % ${GIVEN.length}] as full_name
           from generate_series(1, ${SIZES.members}) n,
                (select ${arrayLiteral(FAMILY)} as f, ${arrayLiteral(MIDDLE)} as m, ${arrayLiteral(GIVEN)} as g,
                        ${arrayLiteral(ROLES)} as r) names) s`,
  );

  await step(
    'career_tracks (shared, level + role titles)',
    `insert into career_tracks (id, user_id, industry_id, title, "desc", status, created_at, updated_at)
     select gen_random_uuid(), u.id, i.id, t.title, 'A bench track', 'shared', now(), now()
     from (select n, l[1 + n % ${LEVELS.length}] || ' ' || r[1 + (n / 5) % ${ROLES.length}] as title,
                  1 + (n * 31) % ${SIZES.members} as member_n, n % 20 as industry_n
           from generate_series(1, ${SIZES.tracks}) n,
                (select ${arrayLiteral(LEVELS)} as l, ${arrayLiteral(ROLES)} as r) words) t
     join (select id, row_number() over (order by id) as n from users) u on u.n = t.member_n
     join (select id, row_number() over (order by id) - 1 as n from industries) i
       on i.n = t.industry_n % (select count(*) from industries)`,
  );

  await step(
    'search_word_counts (postings of each word)',
    `insert into search_word_counts (word, kind, postings)
     select word, kind, count(*) from search_postings group by word, kind`,
  );
  for (const trigger of counting) await client.query(`alter table search_postings enable trigger ${trigger}`);

  // The members the load signs in (the first ones by id) follow 200 others each, so that the
  // "people I follow first" part of a search has work to do.
  await step(
    'user_follows (200 for each of the first 50 members)',
    `insert into user_follows (follower_id, followee_id, created_at)
     select v.id, f.id, now()
     from (select id from users where is_active order by id limit 50) v
     cross join lateral (
       select id from users where id <> v.id and random() < ${400 / SIZES.members} limit 200) f`,
  );

  await step(
    'hashtags',
    `insert into hashtags (tag, display, total_posts, total_followers)
     select w || n, w || n, (n * 13) % 300, (n * 7) % 90
     from generate_series(1, ${SIZES.hashtags}) n,
          lateral (select (array['dataengineering','kynang','career','python','tuyendung','uxdesign','marketing','dulieu'])[1 + n % 8] as w) x`,
  );

  for (const index of trigram.rows) {
    const t0 = performance.now();
    await client.query(index.indexdef);
    log(`    build ${index.indexname}`.padEnd(50) + `${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`);
  }
  const t0 = performance.now();
  const visible = await vacuumForReads(client);
  log(`  ${'vacuum analyze'.padEnd(48)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`);
  checks.push(visible);

  const names = await client.query<{ n: number }>(
    `select count(*)::int as n from users where ladder_search_key(name) like 'nguyen van %'`,
  );
  checks.push(`${names.rows[0]?.n ?? 0} members are named "Nguyễn Văn …"`);
  return { checks };
}
