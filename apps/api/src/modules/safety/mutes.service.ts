import { SAFETY_LIMITS, type Mute, type MuteKind } from '@ladder/shared/schemas/safety';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeIdCursor, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import { parseHashtag } from '../follows/follows.service';
import type { Actor } from '../users/actor';
import { mutesRepository, type MuteRow } from './mutes.repository';
import { iso } from '../../lib/iso';

const present = (row: MuteRow): Mute => ({
  id: row.id,
  kind: row.kind,
  value: row.display,
  label: row.label,
  created_at: iso(row.created_at),
});

/**
 * Mutes (docs/product.md "Reports, blocks and moderation"): a member, a hashtag or a word or
 * phrase leaves the member's feed; a muted member's notifications are not written. Nothing is
 * told to the muted side.
 */
export function createMutesService(deps: { db: Db }) {
  const { db } = deps;

  /** What is stored for a mute: its target, what the list shows, and the member muted. */
  async function targetOf(actor: Actor, kind: MuteKind, value: string) {
    if (kind === 'member') {
      const id = value.toLowerCase();
      const name = isUuid(id) && id !== actor.id ? await mutesRepository.memberName(db, id) : undefined;
      if (!name) throw new AppError('MUTE_INVALID');
      return { target: id, display: id, mutedUserId: id };
    }
    if (kind === 'hashtag') {
      const tag = parseHashtag(value);
      return { target: tag, display: `#${tag}`, mutedUserId: null };
    }
    // Like-pattern characters mean nothing in a word: they are dropped, and so is a blank phrase.
    const phrase = value
      .normalize('NFC')
      .replace(/[\\%_]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!phrase) throw new AppError('MUTE_INVALID');
    return { target: phrase, display: phrase, mutedUserId: null };
  }

  return {
    async add(actor: Actor, input: { kind: MuteKind; value: string }) {
      const { target, display, mutedUserId } = await targetOf(actor, input.kind, input.value);
      if ((await mutesRepository.count(db, actor.id, input.kind)) >= SAFETY_LIMITS.mutesMax)
        throw new AppError('MUTE_LIMIT');
      await mutesRepository.insert(db, { userId: actor.id, kind: input.kind, target, display, mutedUserId });
      return { kind: input.kind, value: display, is_muted: true };
    },

    async remove(actor: Actor, id: string) {
      if (isUuid(id)) await mutesRepository.delete(db, actor.id, id);
    },

    async list(actor: Actor, input: PagingInput) {
      const size = pageSize(input.limit, SAFETY_LIMITS.list.fallback, SAFETY_LIMITS.list.max);
      const rows = await mutesRepository.list(db, actor.id, decodeIdCursor(input.last_evaluated_key), size + 1);
      return toPage(rows, size, present, (row) => [row.id]);
    },
  };
}

export type MutesService = ReturnType<typeof createMutesService>;
