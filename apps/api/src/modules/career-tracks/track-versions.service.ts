import type { Language } from '@ladder/shared/constants';
import type { CareerTrackValue } from '@ladder/shared/schemas/career-tracks';
import type { Page } from '@ladder/shared/schemas/posts';
import {
  VERSION_PAGE,
  type OriginComparison,
  type TrackVersion,
  type VersionComparison,
} from '@ladder/shared/schemas/track-history';
import type { Db, DbOrTx } from '../../db/client';
import type { VersionContent } from '../../db/track-versions-schema';
import { AppError } from '../../lib/app-error';
import { decodeKeyset, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { Actor } from '../users/actor';
import { careerTracksRepository } from './career-tracks.repository';
import { diffContents, isUnchanged } from './track-diff';
import { trackVersionsRepository as repo, type VersionRow } from './track-versions.repository';
import { iso } from '../../lib/iso';

/** The content a version keeps of a saved track. */
export const contentOf = (value: Pick<CareerTrackValue, 'title' | 'desc' | 'skills'>): VersionContent => ({
  title: value.title,
  desc: value.desc,
  skills: value.skills.map((s) => ({
    skill_id: s.skill_id,
    skill_category_id: s.skill_category_id,
    desired_level: s.desired_level,
    what: s.what,
    why: s.why,
    external_desc_urls: s.external_desc_urls,
  })),
});

/** A diff as answers carry it: its counts are for the version rows only. */
const withoutCounts = ({ changes: _counts, ...diff }: ReturnType<typeof diffContents>) => diff;

function toVersion(row: VersionRow): TrackVersion {
  return {
    number: row.number,
    created_at: iso(row.created_at),
    author: { id: row.author_id, name: row.author_name, username: row.author_username },
    summary: row.summary,
    changes: row.changes,
    restored_from: row.restored_from,
    outdated_votes: row.outdated_votes,
    voted_outdated_at: row.voted_outdated_at === null ? null : iso(row.voted_outdated_at),
  };
}

/**
 * A shared track's history (docs/decisions/0057-a-track-keeps-its-history.md): each save of a
 * shared track writes a version in the save's transaction and tells the members who follow it.
 */
export function createTrackVersions(db: Db) {
  /** The track if the viewer may see it (as the track itself: drafts and blocks answer 404). */
  async function visible(viewer: Actor, trackId: string) {
    const track = isUuid(trackId) ? await careerTracksRepository.findVisible(db, viewer.id, trackId) : undefined;
    if (!track) throw new AppError('CAREER_TRACK_NOT_FOUND');
    return track;
  }

  return {
    /**
     * Before a shared track's save: a track shared before history was kept (or seeded) gets its
     * current content as version 1, so that the save has something to compare with.
     */
    async ensureFirst(tx: DbOrTx, trackId: string, authorId: string): Promise<void> {
      if (await repo.latest(tx, trackId)) return;
      const content = await repo.currentContent(tx, trackId);
      if (!content) return;
      await repo.insert(tx, {
        trackId,
        number: 1,
        authorId,
        summary: null,
        changes: null,
        restoredFrom: null,
        content,
      });
    },

    /**
     * After a save as shared: a new version when something changed (or it restores one), and one
     * notification to each follower of the track. Returns the new version's number, if any.
     */
    async record(
      tx: DbOrTx,
      save: { trackId: string; authorId: string; value: CareerTrackValue; restoredFrom?: number },
    ): Promise<number | null> {
      const content = contentOf(save.value);
      const latest = await repo.latest(tx, save.trackId);
      const diff = latest ? diffContents(latest.content, content, () => '') : null;
      const summary = save.value.version_summary || null;
      if (diff && isUnchanged(diff.changes) && save.restoredFrom === undefined && !summary) return null;
      const number = (latest?.number ?? 0) + 1;
      await repo.insert(tx, {
        trackId: save.trackId,
        number,
        authorId: save.authorId,
        summary,
        changes: diff?.changes ?? null,
        restoredFrom: save.restoredFrom ?? null,
        content,
      });
      if (diff) await repo.notifyChange(tx, save.trackId, save.authorId, number, diff.changes.skills_changed);
      return number;
    },

    /** A version's content, for a restore by the track's author. */
    async content(trackId: string, number: number): Promise<VersionContent> {
      const [row] = await repo.some(db, trackId, [number]);
      if (!row) throw new AppError('VERSION_NOT_FOUND');
      return row.content;
    },

    /**
     * For a goal's gap: the skills changed (added, level, category, texts, links) from version
     * `seen` (null: the first) to the newest; null when no newer version exists.
     */
    async changedSince(
      trackId: string,
      seen: number | null,
    ): Promise<{ seen_version: number; newest_version: number; skill_ids: string[] } | null> {
      const from = seen ?? 1;
      const latest = await repo.latest(db, trackId);
      if (!latest || latest.number <= from) return null;
      const [base] = await repo.some(db, trackId, [from]);
      if (!base) return null;
      const diff = diffContents(base.content, latest.content, () => '');
      const changed = [
        ...diff.skills_added,
        ...diff.levels,
        ...diff.categories,
        ...diff.texts,
        ...diff.resources_added,
        ...diff.resources_removed,
      ];
      return {
        seen_version: from,
        newest_version: latest.number,
        skill_ids: [...new Set(changed.map((row) => row.skill_id))],
      };
    },

    countVote: (tx: DbOrTx, trackId: string) => repo.countVote(tx, trackId),
    markOutdated: (tx: DbOrTx, trackId: string) => repo.markOutdated(tx, trackId),

    /** The versions, newest first. */
    async list(viewer: Actor, trackId: string, input: PagingInput): Promise<Page<TrackVersion>> {
      const track = await visible(viewer, trackId);
      const size = pageSize(input.limit, VERSION_PAGE.fallback, VERSION_PAGE.max);
      const before = decodeKeyset(input.last_evaluated_key, [{ max: 2_000_000_000 }] as const)?.[0] ?? null;
      const rows = await repo.list(db, track.id, before, size + 1);
      return toPage(rows, size, toVersion, (row) => [String(row.number)]);
    },

    /** What changed from version `from` to version `to` (either order; the same one compares with itself). */
    async compare(
      viewer: Actor,
      language: Language,
      trackId: string,
      from: number,
      to: number,
    ): Promise<VersionComparison> {
      const track = await visible(viewer, trackId);
      const rows = await repo.some(db, track.id, [from, to]);
      const older = rows.find((r) => r.number === from);
      const newer = rows.find((r) => r.number === to);
      if (!older || !newer) throw new AppError('VERSION_NOT_FOUND');
      const ids = [...new Set([...older.content.skills, ...newer.content.skills].map((s) => s.skill_id))];
      const names = await repo.skillNames(db, language, ids);
      const diff = withoutCounts(diffContents(older.content, newer.content, (id) => names.get(id) ?? ''));
      return { from: toVersion(older), to: toVersion(newer), ...diff };
    },

    /**
     * A track built on another, compared with it: from the origin's version current when the
     * track was made (else its first), to the track as it is; and the origin's changes since.
     */
    async origin(viewer: Actor, language: Language, trackId: string): Promise<OriginComparison> {
      const track = await visible(viewer, trackId);
      const row = await repo.originOf(db, track.id);
      const originId = row?.origin ?? null;
      const origin = originId ? await careerTracksRepository.findVisible(db, viewer.id, originId) : undefined;
      if (!row || !origin) throw new AppError('ORIGIN_NOT_FOUND');
      const base = (await repo.currentAt(db, origin.id, row.created_at)) ?? (await repo.some(db, origin.id, [1]))[0];
      const latest = await repo.latest(db, origin.id);
      const baseContent = base?.content ?? (await repo.currentContent(db, origin.id));
      const mine = await repo.currentContent(db, track.id);
      if (!baseContent || !mine) throw new AppError('ORIGIN_NOT_FOUND');
      const contents = [baseContent, mine, ...(latest ? [latest.content] : [])];
      const names = await repo.skillNames(db, language, [
        ...new Set(contents.flatMap((c) => c.skills.map((s) => s.skill_id))),
      ]);
      const nameOf = (id: string) => names.get(id) ?? '';
      const changed = withoutCounts(diffContents(baseContent, mine, nameOf));
      const since =
        base && latest && latest.number !== base.number
          ? withoutCounts(diffContents(base.content, latest.content, nameOf))
          : null;
      return {
        origin_id: origin.id,
        base_version: base?.number ?? null,
        origin_version: latest?.number ?? null,
        changed,
        since,
      };
    },
  };
}

export type TrackVersions = ReturnType<typeof createTrackVersions>;
