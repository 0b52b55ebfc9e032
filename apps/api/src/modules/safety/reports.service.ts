import { SAFETY_LIMITS, type Report, type ReportCreate } from '@ladder/shared/schemas/safety';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeIdCursor, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { Actor } from '../users/actor';
import { assertMayReport } from './moderation.policy';
import { reportsRepository, type ReportRow } from './reports.repository';
import { iso } from '../../lib/iso';

export const presentReport = (row: ReportRow): Report => ({
  id: row.id,
  item_kind: row.item_kind as Report['item_kind'],
  item_id: row.item_id,
  category: row.category as Report['category'],
  note: row.note,
  status: row.status as Report['status'],
  outcome: row.outcome as Report['outcome'],
  created_at: iso(row.created_at),
  resolved_at: row.resolved_at === null ? null : iso(row.resolved_at),
});

/**
 * Members' reports (docs/product.md "Reports, blocks and moderation"): a report joins its item's
 * open case, opened with a snapshot of the item as the reporter saw it, which the case keeps
 * whatever its author does next.
 */
export function createReportsService(deps: { db: Db }) {
  const { db } = deps;

  return {
    async create(actor: Actor, input: ReportCreate): Promise<Report> {
      if (!isUuid(input.item_id)) throw new AppError('REPORT_ITEM_NOT_FOUND');
      const itemId = input.item_id.toLowerCase();
      const row = await db.transaction(async (tx) => {
        // Only what the reporter can see: a blocked or hidden item is not there to report.
        const item = await reportsRepository.snapshot(tx, input.item_kind, itemId, actor.id);
        if (!item) throw new AppError('REPORT_ITEM_NOT_FOUND');
        assertMayReport(actor, item);
        const caseId = await reportsRepository.openCase(tx, {
          kind: input.item_kind,
          itemId,
          authorId: item.author_id,
          snapshot: item.snapshot,
        });
        const report = await reportsRepository.insert(tx, {
          reporterId: actor.id,
          caseId,
          kind: input.item_kind,
          itemId,
          category: input.category,
          note: input.note ? input.note : null,
        });
        if (!report) throw new AppError('REPORT_OPEN');
        return report;
      });
      return presentReport(row);
    },

    async mine(actor: Actor, input: PagingInput) {
      const size = pageSize(input.limit, SAFETY_LIMITS.list.fallback, SAFETY_LIMITS.list.max);
      const rows = await reportsRepository.mine(db, actor.id, decodeIdCursor(input.last_evaluated_key), size + 1);
      return toPage(rows, size, presentReport, (row) => [row.id]);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
