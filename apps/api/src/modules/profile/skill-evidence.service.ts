import {
  SKILL_EVIDENCE_LIMITS,
  type SkillEvidence,
  type SkillEvidenceInput,
  type SkillEvidenceList,
} from '@ladder/shared/schemas/skill-evidence';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client';
import { lockMemberRow } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { iso } from '../../lib/iso';
import { isUuid } from '../../lib/paging';
import type { MediaStore } from '../../storage/media-store';
import type { Actor, Viewer } from '../users/actor';
import type { UsersService } from '../users/users.service';
import { claimedSkill } from './claimed-skill';
import { forgetFiles } from '../../storage/forget-files';
import { skillEvidenceRepository, type EvidenceRow } from './skill-evidence.repository';

/** A row of evidence as the API answers it: a link's address, or where its file is stored. */
export const presentEvidence =
  (mediaUrl: (key: string | null) => string | null) =>
  (row: EvidenceRow): SkillEvidence => ({
    id: row.id,
    skill_id: row.skill_id,
    kind: row.kind,
    title: row.title,
    url: (row.kind === 'link' ? row.url : mediaUrl(row.file_key)) ?? '',
    content_type: row.kind === 'file' ? row.file_content_type : null,
    created_at: iso(row.created_at),
  });

/**
 * Evidence on a member's own skills (docs/api/profile.md "Evidence on a skill"): links and files,
 * at most SKILL_EVIDENCE_LIMITS.perSkill a skill, read by whoever may see the member's skills.
 * Files are stored by the uploads module; removing a piece of evidence or the skill removes them.
 */
export function createSkillEvidenceService(deps: {
  db: Db;
  users: UsersService;
  media: Pick<MediaStore, 'delete' | 'url'>;
  log: FastifyBaseLogger;
}) {
  const { db, users, media, log } = deps;
  const present = presentEvidence(media.url);

  return {
    async list(viewer: Viewer, userId: string, skillId: string): Promise<SkillEvidenceList> {
      const { member, skillId: id } = await claimedSkill({ db, users }, viewer, userId, skillId);
      return { items: (await skillEvidenceRepository.list(db, member.id, id)).map(present) };
    },

    /** Before an upload reads a byte: a skill the actor has (another member's: not found). */
    async assertOwnSkill(actor: Actor, userId: string, skillId: string): Promise<string> {
      if (userId !== actor.id) throw new AppError('SKILL_NOT_FOUND');
      return (await claimedSkill({ db, users }, actor, actor.id, skillId)).skillId;
    },

    /**
     * Adds a link, or a file already stored (the caller removes it when this throws): counted
     * under the member's row lock, and only while the member has the skill.
     */
    async add(
      actor: Actor,
      skillId: string,
      evidence: SkillEvidenceInput | { title: string; fileKey: string; contentType: string },
    ): Promise<SkillEvidence> {
      const id = skillId.toLowerCase();
      const row = await db.transaction(async (tx) => {
        if (!isUuid(id)) return undefined;
        await lockMemberRow(tx, actor.id);
        if ((await skillEvidenceRepository.count(tx, actor.id, id)) >= SKILL_EVIDENCE_LIMITS.perSkill)
          throw new AppError('EVIDENCE_LIMIT', { params: { max: SKILL_EVIDENCE_LIMITS.perSkill } });
        return skillEvidenceRepository.insert(tx, { id: uuidv7(), userId: actor.id, skillId: id }, evidence);
      });
      if (!row) throw new AppError('SKILL_NOT_FOUND');
      return present(row);
    },

    async remove(actor: Actor, evidenceId: string): Promise<void> {
      const removed = isUuid(evidenceId)
        ? await skillEvidenceRepository.remove(db, actor.id, evidenceId.toLowerCase())
        : undefined;
      if (!removed) throw new AppError('EVIDENCE_NOT_FOUND');
      await forgetFiles(media, log, [removed.file_key]);
    },
  };
}

export type SkillEvidenceService = ReturnType<typeof createSkillEvidenceService>;
