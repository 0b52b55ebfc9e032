import type { Endorsement, EndorsementInput } from '@ladder/shared/schemas/endorsements';
import type { Language } from '@ladder/shared/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { iso } from '../../lib/iso';
import { decodeIdCursor, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { Actor, Viewer } from '../users/actor';
import type { UsersService } from '../users/users.service';
import { claimedSkill } from './claimed-skill';
import { assertMayAnswer, assertMayEndorse, assertMayRemove, endorsementsShownTo } from './endorsements.policy';
import { endorsementsRepository, type EndorsementRow } from './endorsements.repository';

const LIST = { fallback: 20, max: 50 };

/**
 * Endorsements with context (docs/api/profile.md "Endorsements"): a member vouches for another's
 * skill by saying how they know them and at which level they saw it; the endorsed member accepts,
 * hides or removes it, and only accepted ones are shown to others.
 */
export function createEndorsementsService(deps: {
  db: Db;
  users: UsersService;
  mediaUrl: (key: string | null) => string | null;
  /** Days an account must have lived to endorse (config `ENDORSER_MIN_ACCOUNT_DAYS`). */
  minAccountDays: number;
  now?: () => Date;
}) {
  const { db, users, mediaUrl, minAccountDays, now = () => new Date() } = deps;

  const present = (row: EndorsementRow): Endorsement => ({
    id: row.id,
    user_id: row.user_id,
    skill_id: row.skill_id,
    skill_name: row.skill_name,
    endorser: {
      id: row.endorser_id,
      name: row.endorser_name,
      username: row.endorser_username,
      photo_path: mediaUrl(row.endorser_photo_path),
    },
    relation: row.relation,
    level: row.level,
    note: row.note,
    status: row.status,
    created_at: iso(row.created_at),
  });

  const claimed = (viewer: Viewer, userId: string, skillId: string) =>
    claimedSkill({ db, users }, viewer, userId, skillId);

  return {
    async endorse(
      actor: Actor,
      userId: string,
      skillId: string,
      input: EndorsementInput,
      language: Language,
    ): Promise<Endorsement> {
      const { member, skillId: id } = await claimed(actor, userId, skillId);
      assertMayEndorse(actor, member.id, now(), minAccountDays);
      const row = await endorsementsRepository.insert(
        db,
        { userId: member.id, skillId: id, endorserId: actor.id },
        input,
        language,
      );
      if (!row) throw new AppError('ALREADY_ENDORSED');
      return present(row);
    },

    /** One skill's endorsements the viewer may read, newest first. */
    async list(viewer: Viewer, userId: string, skillId: string, input: PagingInput, language: Language) {
      const { member, skillId: id } = await claimed(viewer, userId, skillId);
      const size = pageSize(input.limit, LIST.fallback, LIST.max);
      const rows = await endorsementsRepository.page(
        db,
        {
          userId: member.id,
          skillId: id,
          shown: endorsementsShownTo(viewer, member.id),
          viewerId: viewer?.id ?? null,
          language,
        },
        decodeIdCursor(input.last_evaluated_key),
        size + 1,
      );
      return toPage(rows, size, present, (row) => [row.id]);
    },

    /** The endorsements the member received, newest first, each with its status. */
    async received(actor: Actor, input: PagingInput, language: Language) {
      const size = pageSize(input.limit, LIST.fallback, LIST.max);
      const rows = await endorsementsRepository.received(
        db,
        actor.id,
        language,
        decodeIdCursor(input.last_evaluated_key),
        size + 1,
      );
      return toPage(rows, size, present, (row) => [row.id]);
    },

    async answer(actor: Actor, id: string, status: 'accepted' | 'hidden', language: Language): Promise<Endorsement> {
      const found = isUuid(id) ? await endorsementsRepository.find(db, id.toLowerCase()) : undefined;
      assertMayAnswer(actor, found);
      const row = await endorsementsRepository.setStatus(db, id.toLowerCase(), status, language);
      if (!row) throw new AppError('ENDORSEMENT_NOT_FOUND');
      return present(row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const found = isUuid(id) ? await endorsementsRepository.find(db, id.toLowerCase()) : undefined;
      assertMayRemove(actor, found);
      await endorsementsRepository.remove(db, id.toLowerCase());
    },
  };
}

export type EndorsementsService = ReturnType<typeof createEndorsementsService>;
