import type { Language } from '@ladder/shared/constants';
import type { NewSkillInput, Skill, SkillCategory, SkillInput } from '@ladder/shared/schemas/career-tracks';
import type { Page } from '@ladder/shared/schemas/posts';
import type { Db } from '../../db/client';
import { skillNameKey } from '../../db/seed/reference-data';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { decodeKeyset, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { Actor } from '../users/actor';
import { assertSuperuser } from '../users/superuser.policy';
import { skillMergeRepository, type SkillMergeCounts } from './skill-merge.repository';
import { skillsRepository, type SkillItemRow } from './skills.repository';

const PAGE_SIZE = 20;
const KEYWORDS_MAX = 100;

const toSkill = (row: SkillItemRow): Skill => ({
  id: row.id,
  name: row.name,
  name_en: row.name_en,
  name_vn: row.name_vn,
  category_key: row.category_key,
});

export function createSkillsService(deps: { db: Db }) {
  const { db } = deps;

  async function get(language: Language, id: string): Promise<Skill> {
    const row = isUuid(id) ? await skillsRepository.findById(db, language, id) : undefined;
    if (!row) throw new AppError('SKILL_NOT_FOUND');
    return toSkill(row);
  }

  return {
    get,

    async page(
      language: Language,
      input: PagingInput & { keywords?: string | undefined; industry_id?: string | undefined },
    ): Promise<Page<Skill>> {
      const size = pageSize(input.limit, PAGE_SIZE);
      const position = decodeKeyset(input.last_evaluated_key, [{ max: 2 }, 'text', 'uuid'] as const);
      const cursor = position && { rank: position[0], name: position[1], id: position[2] };
      const keywords = input.keywords?.normalize('NFC').trim().slice(0, KEYWORDS_MAX) || null;
      const industryId = input.industry_id && isUuid(input.industry_id) ? input.industry_id : null;
      const rows = await skillsRepository.page(db, { language, keywords, industryId, cursor, limit: size + 1 });
      return toPage(rows, size, toSkill, (row) => [String(row.rank), row.name, row.id]);
    },

    /** A member adds a skill; "Python", "python" and "Ｐｙｔｈｏｎ" are one skill ('The skill "{name}" already exists.'). */
    async create(actor: Actor, language: Language, input: NewSkillInput): Promise<Skill> {
      const name = input.name;
      const result = await skillsRepository.insert(db, { name, name_key: skillNameKey(name), created_by: actor.id });
      if ('existing' in result) throw new AppError('SKILL_EXISTS', { params: { name } });
      return get(language, result.id);
    },

    /** A superuser renames a skill in both languages; the English name is its key (SKILL_EXISTS when taken). */
    async update(actor: Actor, language: Language, id: string, input: SkillInput): Promise<Skill> {
      assertSuperuser(actor);
      if (!isUuid(id)) throw new AppError('SKILL_NOT_FOUND');
      const names = { name_en: input.name_en, name_vn: input.name_vn, name_key: skillNameKey(input.name_en) };
      const outcome = await db
        .transaction((tx) => skillsRepository.rename(tx, id, names))
        .catch((error: unknown) => {
          // skills_name_key_key: another rename took the name between the check and the write.
          if (isUniqueViolation(error)) return 'taken' as const;
          throw error;
        });
      if (outcome === 'missing') throw new AppError('SKILL_NOT_FOUND');
      if (outcome === 'taken') throw new AppError('SKILL_EXISTS', { params: { name: input.name_en } });
      return get(language, id);
    },

    /**
     * Merges the duplicate `id` into `intoId` in one transaction (docs/api/safety.md "Merging a
     * duplicate skill"); the caller (moderation) has checked the superuser. Unknown ids are
     * SKILL_NOT_FOUND; a skill into itself SKILL_MERGE_SELF.
     */
    async merge(id: string, intoId: string): Promise<SkillMergeCounts> {
      if (!isUuid(id) || !isUuid(intoId)) throw new AppError('SKILL_NOT_FOUND');
      const from = id.toLowerCase();
      const into = intoId.toLowerCase();
      if (from === into) throw new AppError('SKILL_MERGE_SELF');
      return db.transaction(async (tx) => {
        const found = await skillMergeRepository.lockBoth(tx, from, into);
        if (!found.has(from) || !found.has(into)) throw new AppError('SKILL_NOT_FOUND');
        return skillMergeRepository.merge(tx, from, into);
      });
    },

    categories(language: Language): Promise<SkillCategory[]> {
      return skillsRepository.categories(db, language);
    },
  };
}

export type SkillsService = ReturnType<typeof createSkillsService>;
