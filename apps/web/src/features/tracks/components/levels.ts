import { SKILL_CATEGORIES } from '@ladder/shared/constants';
import type { DesiredLevel, SkillCategory } from '@ladder/shared/schemas/career-tracks';

/** Catalog keys of the five desired levels, in order (docs/product.md "Fixed values and limits"). */
export const LEVEL_KEYS: Record<DesiredLevel, string> = {
  Beginner: 'tracks.ui.level_beginner',
  'Know-how': 'tracks.ui.level_know_how',
  'Applied Experience': 'tracks.ui.level_applied',
  'Strong Experience': 'tracks.ui.level_strong',
  Expert: 'tracks.ui.level_expert',
};

/** A category's name in the reader's language (the server's name is a fallback). */
export function categoryName(category: Pick<SkillCategory, 'id' | 'name'>, language: string): string {
  const known = SKILL_CATEGORIES.find((c) => c.id === category.id);
  if (!known) return category.name;
  return language === 'vi' ? known.name_vn : known.name_en;
}
