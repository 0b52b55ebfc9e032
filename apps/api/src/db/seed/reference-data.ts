import { SKILL_CATEGORIES } from '@ladder/shared/constants';
import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import referenceData from '../reference-data/industries.json' with { type: 'json' };
import { industries, industrySkills, retiredSkillKeys, skillCategories, skills } from '../schema';

interface SkillEntry {
  en: string;
  vn: string;
  category: string;
}

/** The key that makes "Python", "python" and "Ｐｙｔｈｏｎ" one skill. */
export function skillNameKey(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

export interface SeedReport {
  categories: number;
  industries: number;
  skills: number;
  industrySkills: number;
}

const allSkills: SkillEntry[] = [...referenceData.industries.flatMap((i) => i.skills), ...referenceData.common_skills];

/**
 * Whether the database already holds every shipped row as shipped: what the upsert below would
 * write, asked as one read. Checked at every start first, so a restart neither builds the upsert
 * of ~500 skills nor locks their rows (docs/operations.md, "A compiled server"). The shipped data
 * travels as one JSON parameter and is compared on the same columns the upsert writes.
 */
export async function isReferenceDataCurrent(db: Db): Promise<boolean> {
  const shipped = JSON.stringify({
    categories: SKILL_CATEGORIES,
    industries: referenceData.industries.map(({ slug, name_en, name_vn }) => ({ slug, name_en, name_vn })),
    skills: allSkills.map((s) => ({ name_key: skillNameKey(s.en), name_en: s.en, name_vn: s.vn })),
    links: referenceData.industries.flatMap((industry) =>
      industry.skills.map((skill) => ({ slug: industry.slug, name_key: skillNameKey(skill.en) })),
    ),
  });
  const [row] = await queryRows<{ stale: boolean }>(
    db,
    sql`with shipped as (select ${shipped}::jsonb as data)
      select exists (
        select 1 from shipped, jsonb_to_recordset(shipped.data->'categories') as x(
          id smallint, "order" smallint, key text, name_en text, name_vn text, min_skill_pick smallint, max_skill_pick smallint)
        where not exists (
          select 1 from ${skillCategories} c
          where (c.id, c."order", c.key, c.name_en, c.name_vn, c.min_skill_pick, c.max_skill_pick)
            is not distinct from (x.id, x."order", x.key, x.name_en, x.name_vn, x.min_skill_pick, x.max_skill_pick))
      ) or exists (
        select 1 from shipped, jsonb_to_recordset(shipped.data->'industries') as x(slug text, name_en text, name_vn text)
        where not exists (
          select 1 from ${industries} i where i.slug = x.slug
            and (i.names_edited_at is not null or (i.name_en = x.name_en and i.name_vn = x.name_vn)))
      ) or exists (
        select 1 from shipped, jsonb_to_recordset(shipped.data->'skills') as x(name_key text, name_en text, name_vn text)
        where not exists (select 1 from ${retiredSkillKeys} r where r.name_key = x.name_key)
          and not exists (
          select 1 from ${skills} s where s.name_key = x.name_key
            and (s.names_edited_at is not null or (s.name_en = x.name_en and s.name_vn = x.name_vn)))
      ) or exists (
        select 1 from shipped, jsonb_to_recordset(shipped.data->'links') as x(slug text, name_key text)
        where not exists (select 1 from ${retiredSkillKeys} r where r.name_key = x.name_key)
          and not exists (
          select 1 from ${industrySkills} l
          join ${industries} i on i.id = l.industry_id
          join ${skills} s on s.id = l.skill_id
          where i.slug = x.slug and s.name_key = x.name_key)
      ) as stale`,
  );
  return row?.stale === false;
}

/**
 * Upserts the shipped industries, skills and skill categories. It runs at every start:
 * a row is written only when it is missing or its names changed, so a second run writes nothing,
 * and when nothing would be written (isReferenceDataCurrent) it sends no write at all. What a
 * superuser changed stays (docs/api/safety.md "Merging a duplicate skill"): a renamed industry or
 * skill keeps its names, and a skill merged away or renamed from a shipped name is not made again.
 */
export async function seedReferenceData(db: Db): Promise<SeedReport> {
  if (await isReferenceDataCurrent(db)) return { categories: 0, industries: 0, skills: 0, industrySkills: 0 };
  return db.transaction(async (tx) => {
    const categories = await tx
      .insert(skillCategories)
      .values(SKILL_CATEGORIES.map((c) => ({ ...c })))
      .onConflictDoUpdate({
        target: skillCategories.id,
        set: {
          order: sql`excluded."order"`,
          key: sql`excluded.key`,
          name_en: sql`excluded.name_en`,
          name_vn: sql`excluded.name_vn`,
          min_skill_pick: sql`excluded.min_skill_pick`,
          max_skill_pick: sql`excluded.max_skill_pick`,
        },
        setWhere: sql`(${skillCategories}.*) is distinct from (excluded.*)`,
      })
      .returning({ id: skillCategories.id });

    const industryRows = await tx
      .insert(industries)
      .values(referenceData.industries.map(({ slug, name_en, name_vn }) => ({ slug, name_en, name_vn })))
      .onConflictDoUpdate({
        target: industries.slug,
        set: { name_en: sql`excluded.name_en`, name_vn: sql`excluded.name_vn`, updated_at: sql`now()` },
        setWhere: and(
          isNull(industries.names_edited_at),
          or(
            sql`${industries.name_en} is distinct from excluded.name_en`,
            sql`${industries.name_vn} is distinct from excluded.name_vn`,
          ),
        ),
      })
      .returning({ id: industries.id });

    // A superuser's merge or rename retired these keys: the shipped skill is not made again.
    const retired = new Set(
      (await tx.select({ key: retiredSkillKeys.name_key }).from(retiredSkillKeys)).map((row) => row.key),
    );
    const shippedSkills = allSkills.filter((s) => !retired.has(skillNameKey(s.en)));
    const skillRows = await tx
      .insert(skills)
      .values(shippedSkills.map((s) => ({ name_en: s.en, name_vn: s.vn, name_key: skillNameKey(s.en) })))
      .onConflictDoUpdate({
        target: skills.name_key,
        set: { name_en: sql`excluded.name_en`, name_vn: sql`excluded.name_vn` },
        setWhere: and(
          isNull(skills.names_edited_at),
          or(
            sql`${skills.name_en} is distinct from excluded.name_en`,
            sql`${skills.name_vn} is distinct from excluded.name_vn`,
          ),
        ),
      })
      .returning({ id: skills.id });

    const slugs = referenceData.industries.map((i) => i.slug);
    const industryIds = new Map(
      (
        await tx
          .select({ id: industries.id, slug: industries.slug })
          .from(industries)
          .where(inArray(industries.slug, slugs))
      ).map((row) => [row.slug, row.id]),
    );
    const skillIds = new Map(
      (
        await tx
          .select({ id: skills.id, key: skills.name_key })
          .from(skills)
          .where(
            inArray(
              skills.name_key,
              allSkills.map((s) => skillNameKey(s.en)),
            ),
          )
      ).map((row) => [row.key, row.id]),
    );
    const links = referenceData.industries.flatMap((industry) =>
      industry.skills.map((skill) => ({
        industry_id: industryIds.get(industry.slug) ?? '',
        skill_id: skillIds.get(skillNameKey(skill.en)) ?? '',
        category_key: skill.category,
      })),
    );
    // A retired skill has no row under its shipped key: its suggestions moved with it, or went.
    const shippedLinks = links.filter((link) => link.industry_id && link.skill_id);
    const linkRows =
      shippedLinks.length === 0
        ? []
        : await tx
            .insert(industrySkills)
            .values(shippedLinks)
            .onConflictDoNothing()
            .returning({ id: industrySkills.skill_id });

    return {
      categories: categories.length,
      industries: industryRows.length,
      skills: skillRows.length,
      industrySkills: linkRows.length,
    };
  });
}
