import {
  LOCK_DAYS,
  SAFETY_LIMITS,
  type ModerationAction,
  type ReportCategory,
  type ReportItemKind,
} from '@ladder/shared/schemas/safety';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MediaStore } from '../../storage/media-store';
import { decodeTimeCursor, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { SkillsService } from '../career-tracks/skills.service';
import type { UsersService } from '../users/users.service';
import type { Actor } from '../users/actor';
import { assertMayAppeal, assertMayDecideCase, assertModerator } from './moderation.policy';
import { moderationRepository, type CaseRow, type ContentKind } from './moderation.repository';
import { reportsRepository } from './reports.repository';
import { transparencyReport } from './transparency';
import { iso } from '../../lib/iso';

export interface DecisionInput {
  action: ModerationAction;
  rule: ReportCategory;
  note?: string | undefined;
  lock_days?: number | undefined;
}

export interface RemovalInput {
  url: string;
  legal_reference: string;
  requesting_body: string;
  rule?: ReportCategory | undefined;
  note?: string | undefined;
}

/** The item a public page's address names: /post/{id}, /ladder/{id} or /profile/{username}. */
function itemOfPath(url: string): { kind: ReportItemKind; id?: string; username?: string } | null {
  let path: string;
  try {
    path = new URL(url, 'https://ladder.invalid').pathname;
  } catch {
    return null;
  }
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second] = parts;
  if (!second) return null;
  if (first === 'post' && isUuid(second)) return { kind: 'post', id: second.toLowerCase() };
  if (first === 'ladder' && isUuid(second)) return { kind: 'career_track', id: second.toLowerCase() };
  if (first === 'profile') return { kind: 'member', username: `@${second.replace(/^@+/, '')}` };
  return null;
}

/**
 * The moderators' work (docs/product.md "Reports, blocks and moderation"): superusers only, and
 * anyone else is answered as if the routes did not exist (404). A decision records who, when,
 * the rule and a note, acts on the item or its author, settles the reports and tells the author
 * and the reporters through the notifications, in the transaction of the decision.
 */
export function createModerationService(deps: {
  db: Db;
  users: UsersService;
  skills: SkillsService;
  media: Pick<MediaStore, 'delete'>;
  log: FastifyBaseLogger;
}) {
  const { db, users, skills, media, log } = deps;

  const present = (row: CaseRow, viewerId: string) => ({
    id: row.id,
    item_kind: row.item_kind,
    item_id: row.item_id,
    source: row.source,
    status: row.status,
    author: row.author_id
      ? { id: row.author_id, name: row.author_name ?? '', username: row.author_username ?? '' }
      : null,
    snapshot: row.snapshot,
    opened_at: iso(row.opened_at),
    age_seconds: row.age_seconds,
    is_late: row.age_seconds >= SAFETY_LIMITS.queueHours * 3600,
    report_count: row.report_count,
    categories: row.categories,
    author_history: { earlier_cases: row.earlier_cases, earlier_actions: row.earlier_actions },
    appeal_text: row.appeal_text,
    /** An appeal is decided by another moderator than the one appealed. */
    can_decide: row.excluded_moderator_id !== viewerId,
  });

  /** Applies a decision on a locked open case, in `tx`; the decision's id. */
  async function apply(
    tx: DbOrTx,
    who: Actor,
    row: CaseRow,
    input: DecisionInput & { legal_reference?: string; requesting_body?: string },
  ): Promise<string> {
    const { action } = input;
    const isContent = row.item_kind === 'post' || row.item_kind === 'comment' || row.item_kind === 'career_track';
    if (
      (action === 'hide' || action === 'remove') &&
      !isContent &&
      !(action === 'remove' && row.item_kind === 'member')
    )
      throw new AppError('ACTION_INVALID');
    if (action === 'lock' && !LOCK_DAYS.includes((input.lock_days ?? 0) as (typeof LOCK_DAYS)[number]))
      throw AppError.field('lock_days', 'validation.invalid');
    if (action !== 'dismiss' && !row.author_id) throw new AppError('ACTION_INVALID');
    const authorId = row.author_id ?? '';
    if (isContent && (action === 'hide' || action === 'remove'))
      await moderationRepository.mark(tx, row.item_kind as ContentKind, row.item_id, action, input.rule);
    if (action === 'lock') await moderationRepository.lock(tx, authorId, input.lock_days ?? 1);
    if (action === 'ban' || (action === 'remove' && row.item_kind === 'member')) await users.deactivate(tx, authorId);
    const decisionId = await moderationRepository.insertDecision(tx, {
      caseId: row.id,
      moderatorId: who.id,
      action,
      rule: input.rule,
      note: input.note ?? null,
      lockDays: action === 'lock' ? (input.lock_days ?? null) : null,
      legalReference: input.legal_reference ?? null,
      requestingBody: input.requesting_body ?? null,
    });
    await moderationRepository.closeCase(tx, row.id, action === 'remove');
    // The detail names the decision, so the author's app can offer to appeal it.
    const detail = `${row.item_kind}:${action}:${decisionId}`;
    for (const reporterId of await moderationRepository.settleReports(tx, row.id, action))
      await moderationRepository.notify(tx, reporterId, 'report_outcome', decisionId, detail);
    if (row.source === 'appeal' && row.appealed_decision_id && authorId) {
      // Dismissing an appeal's case grants it: the appealed decision is undone.
      if (action === 'dismiss') await moderationRepository.undo(tx, row.appealed_decision_id);
      const outcome = action === 'dismiss' ? 'appeal_granted' : 'appeal_upheld';
      await moderationRepository.notify(
        tx,
        authorId,
        'moderation',
        decisionId,
        `${row.item_kind}:${outcome}:${decisionId}`,
      );
    } else if (action !== 'dismiss') await moderationRepository.notify(tx, authorId, 'moderation', decisionId, detail);
    return decisionId;
  }

  return {
    async queue(viewer: Actor | null, input: PagingInput) {
      const who = assertModerator(viewer);
      const size = pageSize(input.limit, SAFETY_LIMITS.list.fallback, SAFETY_LIMITS.list.max);
      const rows = await moderationRepository.queue(db, decodeTimeCursor(input.last_evaluated_key), size + 1);
      return toPage(
        rows,
        size,
        (row) => present(row, who.id),
        (row) => [row.at_key, row.id],
      );
    },

    async get(viewer: Actor | null, caseId: string) {
      const who = assertModerator(viewer);
      const row = isUuid(caseId) ? await moderationRepository.findCase(db, caseId) : undefined;
      if (!row) throw new AppError('CASE_NOT_FOUND');
      const [reports, history] = await Promise.all([
        moderationRepository.reportsOf(db, row.id),
        row.author_id ? moderationRepository.historyOf(db, row.author_id, row.id) : Promise.resolve([]),
      ]);
      return {
        ...present(row, who.id),
        reports: reports.map((r) => ({ ...r, created_at: iso(r.created_at) })),
        history: history.map((h) => ({ ...h, created_at: iso(h.created_at) })),
      };
    },

    async decide(viewer: Actor | null, caseId: string, input: DecisionInput) {
      const who = assertModerator(viewer);
      const decisionId = await db.transaction(async (tx) => {
        const row = isUuid(caseId) ? await moderationRepository.findCase(tx, caseId, true) : undefined;
        if (!row || row.status !== 'open') throw new AppError('CASE_NOT_FOUND');
        assertMayDecideCase(who, row);
        return apply(tx, who, row, input);
      });
      return { id: decisionId, case_id: caseId, action: input.action };
    },

    /** Removal at an authority's request: the item its address names, recorded with the legal reference and the requesting body. */
    async removeByUrl(viewer: Actor | null, input: RemovalInput) {
      const who = assertModerator(viewer);
      const target = itemOfPath(input.url);
      if (!target) throw new AppError('URL_NOT_FOUND');
      return db.transaction(async (tx) => {
        const id = target.id ?? (target.username && (await moderationRepository.userIdByUsername(tx, target.username)));
        const item = id ? await reportsRepository.snapshot(tx, target.kind, id, null) : undefined;
        if (!id || !item) throw new AppError('URL_NOT_FOUND');
        const caseId = await reportsRepository.openCase(tx, {
          kind: target.kind,
          itemId: id,
          authorId: item.author_id,
          snapshot: item.snapshot,
          source: 'authority',
        });
        const row = await moderationRepository.findCase(tx, caseId, true);
        if (!row) throw new AppError('CASE_NOT_FOUND');
        const decisionId = await apply(tx, who, row, {
          action: 'remove',
          rule: input.rule ?? 'unlawful',
          note: input.note,
          legal_reference: input.legal_reference,
          requesting_body: input.requesting_body,
        });
        return { id: decisionId, case_id: caseId, action: 'remove' as const };
      });
    },

    /** The author appeals a decision once; it returns to the queue for another moderator. */
    async appeal(actor: Actor, decisionId: string, text: string) {
      await db.transaction(async (tx) => {
        const found = isUuid(decisionId) ? await moderationRepository.findDecision(tx, decisionId) : undefined;
        const decision = assertMayAppeal(actor, found);
        // An appeal's own decision is final.
        if (decision.appealed_at || decision.source === 'appeal') throw new AppError('APPEAL_USED');
        await moderationRepository.openAppeal(tx, decision, text);
      });
      return { id: decisionId, is_appealed: true };
    },

    /** A decision as its author sees it, to appeal it; anyone else, or a dismissal: DECISION_NOT_FOUND. */
    async decision(actor: Actor, decisionId: string) {
      const row = assertMayAppeal(
        actor,
        isUuid(decisionId) ? await moderationRepository.decisionOf(db, decisionId) : undefined,
      );
      return {
        id: row.id,
        item_kind: row.item_kind,
        item_id: row.item_id,
        action: row.action,
        rule: row.rule,
        created_at: iso(row.created_at),
        is_appealed: row.appealed_at !== null,
        /** An appeal's own decision is final. */
        can_appeal: row.appealed_at === null && row.source !== 'appeal',
      };
    },

    /**
     * The hourly work: erases the evidence of removals 90 days old (docs/api/safety.md), the
     * removed posts' photos and videos with it; a file that could not be deleted is logged and left
     * to the orphan sweep, which finds no row naming it.
     */
    async eraseDueEvidence(): Promise<number> {
      const { cases, files } = await db.transaction((tx) => moderationRepository.eraseDueEvidence(tx));
      if (files.length > 0)
        await media
          .delete(files)
          .catch((err: unknown) => log.error({ err, keys: files }, 'evidence files stayed stored'));
      return cases;
    },

    /** The public transparency report: each month's counts. */
    transparency: () => transparencyReport(db),

    /** Merges a duplicate skill into the one that stays (docs/api/safety.md "Merging a duplicate skill"). */
    async mergeSkill(viewer: Actor | null, skillId: string, intoSkillId: string) {
      assertModerator(viewer);
      const moved = await skills.merge(skillId, intoSkillId);
      return { id: intoSkillId.toLowerCase(), merged_skill_id: skillId.toLowerCase(), moved };
    },

    /** The queue's clock for /metrics. */
    clock: () => moderationRepository.clock(db, SAFETY_LIMITS.queueHours),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
