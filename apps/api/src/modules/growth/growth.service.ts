import type { Language } from '@ladder/shared/constants';
import {
  gapOf,
  MAX_GOALS,
  type Gap,
  type Goals,
  type UserSkill,
  type UserSkillInput,
  type UserSkills,
} from '@ladder/shared/schemas/growth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/paging';
import type { CareerTracksService } from '../career-tracks/career-tracks.service';
import { toSummary } from '../career-tracks/track-summary';
import type { Actor } from '../users/actor';
import type { PrivacyService } from '../users/privacy.service';
import { readerOf } from '../users/profile.policy';
import type { UsersService } from '../users/users.service';
import type { GoalSharesService } from './goal-shares.service';
import { growthRepository } from './growth.repository';
import { growthLockFor } from './plan.policy';
import { iso } from '../../lib/iso';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaStore } from '../../storage/media-store';
import { forgetFiles } from '../../storage/forget-files';
import { presentEvidence } from '../profile/skill-evidence.service';

/**
 * Growing along a track (docs/decisions/0019): a member's own skills and levels, the gap
 * between them and a track, and up to MAX_GOALS tracks as goals with their progress.
 */
export function createGrowthService(deps: {
  db: Db;
  users: UsersService;
  careerTracks: CareerTracksService;
  privacy: PrivacyService;
  goalShares: Pick<GoalSharesService, 'grants'>;
  media: Pick<MediaStore, 'delete' | 'url'>;
  log: FastifyBaseLogger;
}) {
  const { db, users, careerTracks, privacy, goalShares, media, log } = deps;
  const evidenceOf = presentEvidence(media.url);

  /**
   * The member whose skills or goals are asked for, and why the viewer may not see them, if so;
   * an Educator the member shares their goals with sees them whatever the setting.
   */
  async function ownerFor(viewer: Actor, userId: string, area: 'skills' | 'goals') {
    const owner = await users.visibleMember(viewer, userId);
    return { owner, locked: await growthLockFor(viewer, owner, area, goalShares.grants) };
  }

  async function skillsOf(owner: Actor, language: Language, skillId?: string): Promise<UserSkill[]> {
    const rows = await growthRepository.skillsOf(db, owner.id, language, skillId);
    return rows.map((row) => ({ ...row, updated_at: iso(row.updated_at), evidence: row.evidence.map(evidenceOf) }));
  }

  return {
    async skills(viewer: Actor, userId: string, language: Language): Promise<UserSkills> {
      const { owner, locked } = await ownerFor(viewer, userId, 'skills');
      const isPublic = owner.privacy_skills !== 'only_me';
      if (locked) return { is_public: isPublic, items: [], locked };
      const items = await skillsOf(owner, language);
      // Endorsements waiting for an answer are the member's business alone.
      return {
        is_public: isPublic,
        items: readerOf(viewer, owner.id) === 'owner' ? items : items.map((item) => ({ ...item, endorsements_new: 0 })),
      };
    },

    /** Adds a skill to one's own list at a level, or moves it to that level. */
    async setSkill(actor: Actor, input: UserSkillInput, language: Language): Promise<UserSkill> {
      if (!(await growthRepository.upsertSkill(db, actor.id, input.skill_id, input.level)))
        throw AppError.field('skill_id', 'tracks.validation.skill_unknown');
      const [saved] = await skillsOf(actor, language, input.skill_id);
      if (!saved) throw new AppError('SKILL_NOT_FOUND');
      return saved;
    },

    /** Removes a skill; its evidence goes with it, and so do the files of that evidence. */
    async removeSkill(actor: Actor, skillId: string): Promise<void> {
      if (!isUuid(skillId)) return;
      await forgetFiles(media, log, await growthRepository.removeSkill(db, actor.id, skillId.toLowerCase()));
    },

    /** The older switch: public is everyone, private only the member, for skills and goals alike. */
    async setSkillsPublic(actor: Actor, isPublic: boolean): Promise<{ is_public: boolean }> {
      const audience = isPublic ? 'everyone' : 'only_me';
      await privacy.update(actor, { skills: audience, goals: audience });
      return { is_public: isPublic };
    },

    /** "Compare with my skills" on a track the reader may see: one query, compared in gapOf. */
    async gap(viewer: Actor, trackId: string, language: Language): Promise<Gap> {
      await careerTracks.assertVisible(viewer, trackId);
      const id = trackId.toLowerCase();
      const rows = (await growthRepository.gapSource(db, viewer.id, id, language)).map((row) => ({
        ...row,
        evidence: row.evidence.map(evidenceOf),
      }));
      // On one's goal, the skills changed since the version last seen are marked.
      const goal = await growthRepository.goalSeen(db, viewer.id, id);
      const changes = goal ? await careerTracks.history.changedSince(id, goal.seen_version) : null;
      return { career_track_id: id, ...gapOf(rows), changes };
    },

    /** The member has seen the changes of their goal's track: the gap marks none until the next. */
    async markGoalSeen(actor: Actor, trackId: string): Promise<void> {
      if (!isUuid(trackId) || !(await growthRepository.markGoalSeen(db, actor.id, trackId.toLowerCase())))
        throw new AppError('GOAL_NOT_FOUND');
    },

    /** A member's goals, their tracks' titles in `language` when they have them. */
    async goals(viewer: Actor, userId: string, language: Language): Promise<Goals> {
      const { owner, locked } = await ownerFor(viewer, userId, 'goals');
      if (locked) return { items: [], locked };
      const rows = await growthRepository.goalsOf(db, owner.id, language);
      // A goal whose track the viewer may not see (a draft, an author who left) is not listed.
      const visible = await careerTracks.visibleIds(
        viewer,
        rows.map((row) => row.id),
      );
      return {
        items: rows
          .filter((row) => visible.has(row.id))
          .map((row) => ({
            career_track: toSummary(row),
            total: row.total,
            met: row.met,
            added_at: iso(row.added_at),
          })),
      };
    },

    /** Sets a track the member may see as a goal (at most MAX_GOALS); setting it again changes nothing. */
    async addGoal(actor: Actor, trackId: string, language: Language): Promise<Goals> {
      await careerTracks.assertVisible(actor, trackId);
      const id = trackId.toLowerCase();
      await db.transaction(async (tx) => {
        await growthRepository.lockMember(tx, actor.id);
        if (await growthRepository.hasGoal(tx, actor.id, id)) return;
        if ((await growthRepository.countGoals(tx, actor.id)) >= MAX_GOALS)
          throw new AppError('GOAL_LIMIT_REACHED', { params: { limit: MAX_GOALS } });
        await growthRepository.addGoal(tx, actor.id, id);
      });
      return this.goals(actor, actor.id, language);
    },

    async removeGoal(actor: Actor, trackId: string): Promise<void> {
      if (isUuid(trackId)) await growthRepository.removeGoal(db, actor.id, trackId.toLowerCase());
    },
  };
}

export type GrowthService = ReturnType<typeof createGrowthService>;
