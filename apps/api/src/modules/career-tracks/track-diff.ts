import { DESIRED_LEVELS } from '@ladder/shared/schemas/career-tracks';
import type { TextPart, VersionChanges, VersionComparison } from '@ladder/shared/schemas/track-history';
import { diffWords } from 'diff';
import type { VersionContent, VersionSkill } from '../../db/track-versions-schema';

/**
 * What changed between two contents of a track (docs/decisions/0057-a-track-keeps-its-history.md):
 * skills added and removed, levels raised or lowered, categories moved, resources added and removed,
 * and texts word by word (jsdiff's `diffWords`). Pure: the names of skills come from the caller.
 */

type Diff = Omit<VersionComparison, 'from' | 'to'>;

/** The words of `before` and `after`, each kept, added or removed; null when they are the same. */
export function wordDiff(before: string, after: string): TextPart[] | null {
  if (before === after) return null;
  return diffWords(before, after).map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}

const rank = (level: string) => DESIRED_LEVELS.indexOf(level as (typeof DESIRED_LEVELS)[number]);

export function diffContents(
  from: VersionContent,
  to: VersionContent,
  nameOf: (skillId: string) => string,
): Diff & { changes: VersionChanges } {
  const before = new Map(from.skills.map((s) => [s.skill_id, s]));
  const after = new Map(to.skills.map((s) => [s.skill_id, s]));
  const ref = (s: VersionSkill) => ({ skill_id: s.skill_id, skill_name: nameOf(s.skill_id) });
  const brief = (s: VersionSkill) => ({
    ...ref(s),
    skill_category_id: s.skill_category_id,
    desired_level: s.desired_level as (typeof DESIRED_LEVELS)[number],
  });
  const diff: Diff = {
    title: wordDiff(from.title, to.title),
    desc: wordDiff(from.desc, to.desc),
    skills_added: to.skills.filter((s) => !before.has(s.skill_id)).map(brief),
    skills_removed: from.skills.filter((s) => !after.has(s.skill_id)).map(brief),
    levels: [],
    categories: [],
    texts: [],
    resources_added: [],
    resources_removed: [],
  };
  const touched = new Set([...diff.skills_added, ...diff.skills_removed].map((s) => s.skill_id));
  for (const next of to.skills) {
    const old = before.get(next.skill_id);
    if (!old) continue;
    const marks = () => touched.add(next.skill_id);
    if (old.desired_level !== next.desired_level) {
      const direction = rank(next.desired_level) > rank(old.desired_level) ? 'raised' : 'lowered';
      diff.levels.push({ ...brief(next), from: brief(old).desired_level, to: brief(next).desired_level, direction });
      marks();
    }
    if (old.skill_category_id !== next.skill_category_id) {
      diff.categories.push({ ...ref(next), from: old.skill_category_id, to: next.skill_category_id });
      marks();
    }
    for (const field of ['what', 'why'] as const) {
      const parts = wordDiff(old[field], next[field]);
      if (!parts) continue;
      diff.texts.push({ ...ref(next), field, parts });
      marks();
    }
    const oldUrls = new Set(old.external_desc_urls);
    const newUrls = new Set(next.external_desc_urls);
    for (const url of next.external_desc_urls.filter((u) => !oldUrls.has(u))) {
      diff.resources_added.push({ ...ref(next), url });
      marks();
    }
    for (const url of old.external_desc_urls.filter((u) => !newUrls.has(u))) {
      diff.resources_removed.push({ ...ref(next), url });
      marks();
    }
  }
  const changes: VersionChanges = {
    skills_added: diff.skills_added.length,
    skills_removed: diff.skills_removed.length,
    levels_changed: diff.levels.length,
    categories_moved: diff.categories.length,
    texts_changed: diff.texts.length,
    resources_changed: diff.resources_added.length + diff.resources_removed.length,
    skills_changed: touched.size,
    title_changed: diff.title !== null,
    desc_changed: diff.desc !== null,
  };
  return { ...diff, changes };
}

/** Whether a save changed nothing worth a version. */
export const isUnchanged = (c: VersionChanges) =>
  !c.title_changed && !c.desc_changed && c.skills_changed === 0 && c.skills_added + c.skills_removed === 0;
