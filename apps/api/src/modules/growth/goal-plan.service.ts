import type { Language } from '@ladder/shared/constants';
import { REQUIRED_CATEGORY_MESSAGES } from '@ladder/shared/schemas/career-tracks';
import {
  nextStepsOf,
  progressOf,
  projectionOf,
  type GoalNotesInput,
  type GoalPlan,
  type GoalPlanItem,
  type GoalProgressInput,
  type GoalScheduleInput,
} from '@ladder/shared/schemas/goal-plan';
import { gapOf } from '@ladder/shared/schemas/growth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/paging';
import type { CareerTracksService } from '../career-tracks/career-tracks.service';
import { toSummary } from '../career-tracks/track-summary';
import type { Actor } from '../users/actor';
import type { GoalSharesService } from './goal-shares.service';
import type { UsersService } from '../users/users.service';
import { assertMayChangeGoal, assertMayReadPlan, isOwnPlan } from './plan.policy';
import { goalPlanRepository, type GoalPlanSourceRow } from './goal-plan.repository';

const REQUIRED_CATEGORIES = Object.keys(REQUIRED_CATEGORY_MESSAGES).map(Number);

/** What another member sees of a skill: the progress, and the note and links only when shared. */
function asSeenByOthers(item: GoalPlanItem): GoalPlanItem {
  return item.is_shared ? item : { ...item, note: '', links: [], skip_reason: null };
}

/** The gap of each skill (gapOf: each category's biggest gaps first) with what the member keeps on it. */
function itemsOf(rows: GoalPlanSourceRow[]): GoalPlanItem[] {
  const byId = new Map(rows.map((row) => [row.skill_id, row]));
  return gapOf(rows).items.map((gap) => {
    const row = byId.get(gap.skill_id) as GoalPlanSourceRow;
    return { ...row, gap_status: gap.status, short_by: gap.short_by };
  });
}

/**
 * A goal worked through as a plan (docs/api/goal-plan.md): progress per skill, the member's own
 * notes and links, a target date and a projected finish. Shown to others only while the
 * member's goals setting lets them see it, and then without the notes they did not share.
 */
export function createGoalPlanService(deps: {
  db: Db;
  users: UsersService;
  careerTracks: CareerTracksService;
  goalShares: Pick<GoalSharesService, 'grants'>;
}) {
  const { db, users, careerTracks, goalShares } = deps;

  /** The actor's own goal on this track, a skill of it when asked for; else 404. */
  async function ownGoal(actor: Actor, trackId: string, skillId?: string) {
    if (!isUuid(trackId)) throw new AppError('GOAL_NOT_FOUND');
    const id = trackId.toLowerCase();
    assertMayChangeGoal(await goalPlanRepository.head(db, actor.id, id));
    if (skillId === undefined) return { trackId: id, skillId: '', asked: undefined };
    const asked = isUuid(skillId) ? await goalPlanRepository.askedLevel(db, id, skillId.toLowerCase()) : undefined;
    if (!asked) throw new AppError('GOAL_SKILL_NOT_FOUND');
    return { trackId: id, skillId: skillId.toLowerCase(), asked };
  }

  return {
    async plan(viewer: Actor, userId: string, trackId: string, language: Language): Promise<GoalPlan> {
      // An unknown or deactivated member, or one either side blocked, is not found (docs/api/safety.md).
      const owner = await users.visibleMember(viewer, userId);
      const isOwn = isOwnPlan(viewer, owner);
      // An Educator the member shares their goals with reads them whatever the setting.
      await assertMayReadPlan(viewer, owner, goalShares.grants);
      if (!isUuid(trackId)) throw new AppError('GOAL_NOT_FOUND');
      const id = trackId.toLowerCase();
      await careerTracks.assertVisible(viewer, id);
      const head = await goalPlanRepository.head(db, owner.id, id, language);
      if (!head) throw new AppError('GOAL_NOT_FOUND');
      const all = itemsOf(await goalPlanRepository.source(db, owner.id, id, language));
      const items = isOwn ? all : all.map(asSeenByOthers);
      const progress = progressOf(items);
      const projection = isOwn
        ? projectionOf({
            remaining: progress.total - progress.met,
            doneLastWeeks: await goalPlanRepository.doneRecently(db, owner.id, id),
            targetDate: head.target_date,
            today: new Date(),
          })
        : null;
      return {
        career_track: toSummary(head),
        is_own: isOwn,
        target_date: isOwn ? head.target_date : null,
        hours_per_week: isOwn ? head.hours_per_week : null,
        ...progress,
        projection,
        next_steps: nextStepsOf(items, REQUIRED_CATEGORIES),
        items,
        activity: isOwn ? await goalPlanRepository.activity(db, owner.id, id) : null,
      };
    },

    /** Moves a skill of one's goal to a status; "done" with raise_level also raises one's own level to the asked one. */
    async setProgress(actor: Actor, trackId: string, skillId: string, input: GoalProgressInput, language: Language) {
      const goal = await ownGoal(actor, trackId, skillId);
      const key = { userId: actor.id, trackId: goal.trackId, skillId: goal.skillId };
      await db.transaction(async (tx) => {
        const reason = input.status === 'skipped' ? (input.skip_reason ?? null) : null;
        await goalPlanRepository.recordEvent(tx, key, 'marked', input.status);
        await goalPlanRepository.setStatus(tx, key, input.status, reason);
        if (input.status === 'done' && input.raise_level && goal.asked)
          await goalPlanRepository.raiseLevel(tx, actor.id, goal.skillId, goal.asked);
      });
      return this.plan(actor, actor.id, goal.trackId, language);
    },

    async setNotes(actor: Actor, trackId: string, skillId: string, input: GoalNotesInput, language: Language) {
      const goal = await ownGoal(actor, trackId, skillId);
      const key = { userId: actor.id, trackId: goal.trackId, skillId: goal.skillId };
      await db.transaction(async (tx) => {
        await goalPlanRepository.setNotes(tx, key, input);
        await goalPlanRepository.recordEvent(tx, key, 'note');
      });
      return this.plan(actor, actor.id, goal.trackId, language);
    },

    async setSchedule(actor: Actor, trackId: string, input: GoalScheduleInput, language: Language) {
      const goal = await ownGoal(actor, trackId);
      await goalPlanRepository.setSchedule(db, actor.id, goal.trackId, input);
      return this.plan(actor, actor.id, goal.trackId, language);
    },
  };
}

export type GoalPlanService = ReturnType<typeof createGoalPlanService>;
