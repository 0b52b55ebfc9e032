import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { industries, skills } from '../../db/schema';

/** The demo names industries by slug and skills by English name; these find their ids. */

export async function industryIdsBySlug(db: Db, slugs: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: industries.id, slug: industries.slug })
    .from(industries)
    .where(inArray(industries.slug, [...new Set(slugs)]));
  return new Map(rows.map((row) => [row.slug ?? '', row.id]));
}

export async function skillIdsByName(db: Db, names: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: skills.id, name: skills.name_en })
    .from(skills)
    .where(inArray(skills.name_en, [...new Set(names)]));
  return new Map(rows.map((row) => [row.name, row.id]));
}
