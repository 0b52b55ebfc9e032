import { SKILL_CATEGORIES } from '@ladder/shared/constants';
import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import referenceData from '../reference-data/industries.json' with { type: 'json' };
import { industries, industrySkills, skillCategories, skills } from '../schema';

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

/**
 * Upserts the shipped industries, skills and skill categories. It runs at every start:
 * a row is written only when it is missing or its names changed, so a second run writes nothing.
 */
export async function seedReferenceData(db: Db): Promise<SeedReport> {
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
        setWhere: or(
          sql`${industries.name_en} is distinct from excluded.name_en`,
          sql`${industries.name_vn} is distinct from excluded.name_vn`,
        ),
      })
      .returning({ id: industries.id });

    const allSkills: SkillEntry[] = [
      ...referenceData.industries.flatMap((i) => i.skills),
      ...referenceData.common_skills,
    ];
    const skillRows = await tx
      .insert(skills)
      .values(allSkills.map((s) => ({ name_en: s.en, name_vn: s.vn, name_key: skillNameKey(s.en) })))
      .onConflictDoUpdate({
        target: skills.name_key,
        set: { name_en: sql`excluded.name_en`, name_vn: sql`excluded.name_vn` },
        setWhere: or(
          sql`${skills.name_en} is distinct from excluded.name_en`,
          sql`${skills.name_vn} is distinct from excluded.name_vn`,
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
    const linkRows = await tx
      .insert(industrySkills)
      .values(links)
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
