import type { Language } from '@ladder/shared/constants';
import type { CareerTrackValue } from '@ladder/shared/schemas/career-tracks';
import type { Page } from '@ladder/shared/schemas/posts';
import { VERSION_PAGE, type TrackVersion, type VersionComparison } from '@ladder/shared/schemas/track-history';
import type { Db, DbOrTx } from '../../db/client';
import type { VersionContent } from '../../db/track-versions-schema';
import { AppError } from '../../lib/app-error';
import { decodeKeyset, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { Actor } from '../users/actor';
import { careerTracksRepository } from './career-tracks.repository';
import { diffContents, isUnchanged } from './track-diff';
import { trackVersionsRepository as repo, type VersionRow } from './track-versions.repository';

const iso = (value: string | Date) => new Date(value).toISOString();

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
      const { changes: _changes, ...diff } = diffContents(older.content, newer.content, (id) => names.get(id) ?? '');
      return { from: toVersion(older), to: toVersion(newer), ...diff };
    },
  };
}

export type TrackVersions = ReturnType<typeof createTrackVersions>;
