import type { Language } from '@ladder/shared/constants';
import type { Industry, IndustryInput } from '@ladder/shared/schemas/career-tracks';
import type { Page } from '@ladder/shared/schemas/posts';
import type { Db } from '../../db/client';
import { AppError, isForeignKeyViolation } from '../../lib/app-error';
import { decodeKeyset, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { Actor } from '../users/actor';
import { assertSuperuser } from '../users/superuser.policy';
import { industriesRepository, type IndustryRow } from './industries.repository';

/** docs/product.md "Fixed values and limits": industries come 20 to a page. */
const PAGE_SIZE = 20;
const KEYWORDS_MAX = 100;

const toIndustry = (row: IndustryRow): Industry => ({
  id: row.id,
  name: row.name,
  name_en: row.name_en,
  name_vn: row.name_vn,
  total_career_tracks: row.total_career_tracks,
});

export function createIndustriesService(deps: { db: Db }) {
  const { db } = deps;

  async function get(language: Language, id: string): Promise<Industry> {
    const row = isUuid(id) ? await industriesRepository.findById(db, language, id) : undefined;
    if (!row) throw new AppError('INDUSTRY_NOT_FOUND');
    return toIndustry(row);
  }

  return {
    get,

    /** With `isTracksFirst` (the tree), industries that have shared tracks come first, each part by name. */
    async page(
      language: Language,
      input: PagingInput,
      isTracksFirst = false,
      keywords?: string,
    ): Promise<Page<Industry>> {
      const size = pageSize(input.limit, PAGE_SIZE);
      let cursor: { hasTracks: boolean; name: string; id: string } | null;
      if (isTracksFirst) {
        const position = decodeKeyset(input.last_evaluated_key, [{ max: 1 }, 'text', 'uuid'] as const);
        cursor = position && { hasTracks: position[0] === 1, name: position[1], id: position[2] };
      } else {
        const position = decodeKeyset(input.last_evaluated_key, ['text', 'uuid'] as const);
        cursor = position && { hasTracks: false, name: position[0], id: position[1] };
      }
      const terms = keywords?.normalize('NFC').trim().slice(0, KEYWORDS_MAX) || null;
      const rows = await industriesRepository.page(db, language, cursor, size + 1, isTracksFirst, terms);
      const total = rows[0]?.total ?? (cursor ? undefined : 0);
      const page = toPage(rows, size, toIndustry, (row) =>
        isTracksFirst ? [row.total_career_tracks > 0 ? '1' : '0', row.name, row.id] : [row.name, row.id],
      );
      return total === undefined ? page : { ...page, total };
    },

    async create(actor: Actor, language: Language, input: IndustryInput): Promise<Industry> {
      assertSuperuser(actor);
      const id = await industriesRepository.insert(db, { name_en: input.name_en, name_vn: input.name_vn });
      return get(language, id);
    },

    async update(actor: Actor, language: Language, id: string, input: IndustryInput): Promise<Industry> {
      assertSuperuser(actor);
      const found = isUuid(id) && (await industriesRepository.update(db, id, input));
      if (!found) throw new AppError('INDUSTRY_NOT_FOUND');
      return get(language, id);
    },

    /** Only an industry without tracks can go; its suggested skills go with it. */
    async delete(actor: Actor, id: string): Promise<void> {
      assertSuperuser(actor);
      if (!isUuid(id)) throw new AppError('INDUSTRY_NOT_FOUND');
      const outcome = await industriesRepository.delete(db, id).catch((error: unknown) => {
        if (isForeignKeyViolation(error)) return 'in_use' as const;
        throw error;
      });
      if (outcome === 'missing') throw new AppError('INDUSTRY_NOT_FOUND');
      if (outcome === 'in_use') throw new AppError('INDUSTRY_IN_USE');
    },
  };
}

export type IndustriesService = ReturnType<typeof createIndustriesService>;
