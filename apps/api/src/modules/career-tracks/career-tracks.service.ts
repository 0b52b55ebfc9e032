import type { Language } from '@ladder/shared/constants';
import {
  skillRowValue,
  type CareerTrack,
  type CareerTrackSummary,
  type CareerTrackValue,
  type SkillRow,
  type VoteOutdatedInput,
  type VoteOutdatedResult,
} from '@ladder/shared/schemas/career-tracks';
import type { Page } from '@ladder/shared/schemas/posts';
import { v7 as uuidv7 } from 'uuid';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, type FieldError } from '../../lib/app-error';
import { decodeIdCursor, decodeKeyset, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { MediaStore } from '../../storage/media-store';
import type { PostsService } from '../posts/posts.service';
import type { Actor } from '../users/actor';
import { careerTracksRepository } from './career-tracks.repository';
import { trackViewsRepository, type TextLanguage } from './track-views.repository';
import { industriesRepository } from './industries.repository';
import { skillsRepository } from './skills.repository';
import { createTrackVersions } from './track-versions.service';
import { createTrackLanguages } from './track-languages.service';
import { readerLinksFirst, toSummary, toTrack } from './track-summary';
import { assertMayChangeTrack, assertMayDeleteTrack, assertMayReadTrack, assertMayVoteOnTrack } from './tracks.policy';
import { languageOfText } from '@ladder/shared/values/track-languages';

const PAGE_SIZE = 20;
/** The track's own columns, as the form gives them. */
const columnsOf = (input: CareerTrackValue, language: Language) => ({
  industry_id: input.industry_id,
  language: input.language ?? language,
  title: input.title,
  desc: input.desc,
  status: input.status,
  derived_career_track_id: input.derived_career_track_id ?? null,
});

/** Distinct members whose recent votes make a shared track outdated (decision 0027). */
export const OUTDATED_VOTES = 3;

export function createCareerTracksService(deps: {
  db: Db;
  posts: PostsService;
  mediaUrl: MediaStore['url'];
  /** Tracks a member on the User plan may own (config CAREER_TRACK_LIMIT). */
  trackLimit: number;
  /** How long an outdated vote counts (config OUTDATED_VOTE_DAYS). */
  outdatedVoteDays: number;
}) {
  const { db, posts, mediaUrl, trackLimit, outdatedVoteDays } = deps;
  const history = createTrackVersions(db);
  const languages = createTrackLanguages(db);

  /**
   * One track as `viewer` reads it: names in `language`, its texts in `text` when it has them
   * (by default the reader's language; 'original': as written, what its editor loads).
   */
  async function full(
    viewer: Actor,
    language: Language,
    id: string,
    text: TextLanguage = language,
    tx: DbOrTx = db,
  ): Promise<CareerTrack> {
    if (!isUuid(id)) throw new AppError('CAREER_TRACK_NOT_FOUND');
    const [row, rungs] = await Promise.all([
      trackViewsRepository.full(tx, viewer.id, language, id, text),
      trackViewsRepository.rungs(tx, viewer.id, language, id),
    ]);
    if (!row) throw new AppError('CAREER_TRACK_NOT_FOUND');
    return toTrack(text === 'original' ? row : { ...row, skills: readerLinksFirst(row.skills, text) }, rungs, mediaUrl);
  }

  /** The checks only the database can answer: the industry, the skills and the ladder links. */
  async function checkReferences(
    tx: DbOrTx,
    actor: Actor,
    trackId: string,
    input: CareerTrackValue,
    keptOrigin: string | null = null,
  ) {
    const errors: FieldError[] = [];
    if (!(await industriesRepository.exists(tx, input.industry_id))) {
      errors.push({ field: 'industry_id', message: 'validation.industry_unknown' });
    }
    const known = await skillsRepository.existingIds(
      tx,
      input.skills.map((row) => row.skill_id),
    );
    input.skills.forEach((row, index) => {
      if (!known.has(row.skill_id))
        errors.push({ field: `skills.${index}.skill_id`, message: 'tracks.validation.skill_unknown' });
    });
    const derived = input.derived_career_track_id ?? null;
    const linked = [...(derived ? [derived] : []), ...input.next_career_tracks];
    const visible = await careerTracksRepository.visibleIds(tx, actor.id, linked);
    const linkError = (id: string) =>
      id === trackId ? 'tracks.validation.track_self' : visible.has(id) ? null : 'tracks.validation.track_unavailable';
    // A copy's original was visible when it was copied; it stays even if it is hidden since.
    const derivedError = derived && derived !== keptOrigin ? linkError(derived) : null;
    if (derivedError) errors.push({ field: 'derived_career_track_id', message: derivedError });
    input.next_career_tracks.forEach((id, index) => {
      const message = linkError(id);
      if (message) errors.push({ field: `next_career_tracks.${index}`, message });
    });
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { errors });
    if (linked.length > 0) {
      await careerTracksRepository.lockLadder(tx);
      if (await careerTracksRepository.wouldCycle(tx, trackId, derived, input.next_career_tracks)) {
        throw AppError.field(
          derived ? 'derived_career_track_id' : 'next_career_tracks',
          'tracks.validation.track_cycle',
        );
      }
    }
  }

  /** The track, locked for a change; who may make it is tracks.policy.ts's to say. */
  const lockTrack = (tx: DbOrTx, trackId: string) =>
    isUuid(trackId) ? careerTracksRepository.lockById(tx, trackId) : Promise.resolve(undefined);

  /**
   * A copy keeps its original (docs/product.md "Career tracks"): changing or clearing the link is
   * refused while the original is visible; once it is hidden (its author left), the form cannot
   * show it, so the link is kept whatever the form sends.
   */
  async function keepOrigin(
    tx: DbOrTx,
    actor: Actor,
    track: { is_copy: boolean; derived_career_track_id: string | null },
    input: CareerTrackValue,
  ): Promise<CareerTrackValue> {
    const origin = track.is_copy ? track.derived_career_track_id : null;
    if (!origin || (input.derived_career_track_id ?? null) === origin) return input;
    if ((await careerTracksRepository.visibleIds(tx, actor.id, [origin])).has(origin))
      throw AppError.field('derived_career_track_id', 'words.validation.copy_keeps_origin');
    return { ...input, derived_career_track_id: origin };
  }

  async function writeParts(tx: DbOrTx, trackId: string, input: CareerTrackValue) {
    await careerTracksRepository.replaceSkills(tx, trackId, input.skills);
    await careerTracksRepository.replaceNext(tx, trackId, input.next_career_tracks);
  }

  /** A save as shared or a restore: the track's content as the given version, plus the author's line. */
  async function update(
    actor: Actor,
    language: Language,
    trackId: string,
    input: CareerTrackValue,
    restoredFrom?: number,
  ) {
    await db.transaction(async (tx) => {
      const track = assertMayChangeTrack(actor, await lockTrack(tx, trackId));
      if (track.status === 'shared' && input.status !== 'shared') throw new AppError('TRACK_ALREADY_SHARED');
      // A track a moderator hid is edited, not shared again, until an appeal is granted.
      if (track.hidden_reason && input.status === 'shared') throw new AppError('TRACK_HIDDEN');
      const value = await keepOrigin(tx, actor, track, input);
      await checkReferences(tx, actor, track.id, value, track.is_copy ? track.derived_career_track_id : null);
      if (track.status === 'shared') await history.ensureFirst(tx, track.id, actor.id);
      if (value.language && value.language !== track.language) await languages.dropOtherLanguage(tx, track.id);
      await careerTracksRepository.update(tx, track.id, columnsOf(value, track.language));
      await writeParts(tx, track.id, value);
      if (track.outdated_at) await careerTracksRepository.clearOutdated(tx, track.id, actor.id);
      const wasShared = track.status === 'shared';
      if (wasShared && track.industry_id !== input.industry_id) {
        await industriesRepository.addToCount(tx, track.industry_id, -1);
        await industriesRepository.addToCount(tx, input.industry_id, 1);
      }
      if (input.status === 'shared') {
        if (!wasShared) await industriesRepository.addToCount(tx, input.industry_id, 1);
        await posts.publishCareerTrack(tx, { id: track.id, user_id: track.user_id, title: input.title });
        await history.record(tx, { trackId: track.id, authorId: actor.id, value, restoredFrom });
      }
    });
    return full(actor, language, trackId, 'original');
  }

  return {
    get: full,
    history,
    languages,

    async create(actor: Actor, language: Language, input: CareerTrackValue, isCopy = false): Promise<CareerTrack> {
      const id = await db.transaction(async (tx) => {
        await careerTracksRepository.lockOwner(tx, actor.id);
        if (!(await careerTracksRepository.isEducator(tx, actor.id))) {
          const owned = await careerTracksRepository.countOwned(tx, actor.id);
          if (owned >= trackLimit) throw new AppError('TRACK_LIMIT_REACHED', { params: { limit: trackLimit } });
        }
        // The id is chosen first, so that the cycle check can follow links back to the new track
        // (derived from X with X among its next tracks would close one at once).
        const newId = uuidv7();
        await checkReferences(tx, actor, newId, input);
        const track = await careerTracksRepository.insert(tx, {
          id: newId,
          user_id: actor.id,
          is_copy: isCopy,
          // Unless the body says, a new track is in the language its text is written in.
          ...columnsOf(input, languageOfText(`${input.title} ${input.desc}`)),
        });
        await writeParts(tx, track.id, input);
        if (track.status === 'shared') {
          await industriesRepository.addToCount(tx, track.industry_id, 1);
          await posts.publishCareerTrack(tx, track);
          await history.record(tx, { trackId: track.id, authorId: actor.id, value: input });
        }
        return track.id;
      });
      return full(actor, language, id, 'original');
    },

    /**
     * "Use as a starting point": a new draft of the caller's with a visible track's title,
     * industry, description and skills, derived from it ("Based on … by …" once shared). The
     * plan's track limit and every rule of a new track apply. It takes the texts the member reads
     * (the reader's language when the track has it), written in that language.
     */
    async copy(actor: Actor, language: Language, trackId: string): Promise<CareerTrack> {
      const original = await full(actor, language, trackId);
      return this.create(
        actor,
        language,
        {
          industry_id: original.industry_id,
          title: original.title,
          desc: original.desc,
          language: original.text_language,
          status: 'new',
          derived_career_track_id: original.id,
          next_career_tracks: [],
          skills: original.skills.map(skillRowValue),
        },
        true,
      );
    },

    update: (actor: Actor, language: Language, trackId: string, input: CareerTrackValue): Promise<CareerTrack> =>
      update(actor, language, trackId, input),

    /**
     * The author makes an older version current again: a new version that says so. The ladder
     * links and the industry stay; a skill's own objective and confidence stay when it is still there.
     */
    async restore(actor: Actor, language: Language, trackId: string, number: number): Promise<CareerTrack> {
      const current = assertMayChangeTrack(actor, await full(actor, language, trackId, 'original'));
      const content = await history.content(current.id, number);
      const kept = new Map(current.skills.map((row) => [row.skill_id, skillRowValue(row)]));
      // A link still there keeps the language it has now (versions keep the links alone).
      const linkLanguages = new Map(
        current.skills.flatMap((row) =>
          row.external_desc_urls.map((url, i) => [url, row.external_desc_languages[i] ?? null]),
        ),
      );
      const skills = content.skills.map((row) => ({
        declared_objective: kept.get(row.skill_id)?.declared_objective ?? null,
        declared_confidence: kept.get(row.skill_id)?.declared_confidence ?? null,
        ...row,
        external_desc_languages: row.external_desc_urls.map((url) => linkLanguages.get(url) ?? null),
        desired_level: row.desired_level as SkillRow['desired_level'],
      }));
      const value: CareerTrackValue = {
        industry_id: current.industry_id,
        title: content.title,
        desc: content.desc,
        status: 'shared',
        derived_career_track_id: current.derived_career_track_id,
        next_career_tracks: current.next_career_tracks,
        skills,
      };
      return update(actor, language, current.id, value, number);
    },

    /** Deletes the actor's track, its post (cascade) and then its files; a shared one leaves its industry's count. */
    async delete(actor: Actor, trackId: string): Promise<void> {
      const media = await db.transaction(async (tx) => {
        const track = assertMayDeleteTrack(actor, await lockTrack(tx, trackId));
        const files = await posts.mediaOfCareerTrack(tx, track.id);
        await careerTracksRepository.delete(tx, track.id);
        if (track.status === 'shared') await industriesRepository.addToCount(tx, track.industry_id, -1);
        return files;
      });
      await posts.removeMedia(media);
    },

    async skills(viewer: Actor, language: Language, trackId: string): Promise<{ items: SkillRow[] }> {
      const rows = isUuid(trackId) ? await trackViewsRepository.skillRows(db, viewer.id, language, trackId) : null;
      if (!rows) throw new AppError('CAREER_TRACK_NOT_FOUND');
      return { items: readerLinksFirst(rows, language) };
    },

    /** Of one industry, or of every industry when `industryId` is null (the link pickers). */
    async visible(
      viewer: Actor,
      language: Language,
      industryId: string | null,
      input: PagingInput,
      title?: string,
      isSharedOnly = false,
    ): Promise<Page<CareerTrackSummary>> {
      if (industryId !== null && !isUuid(industryId)) return { items: [], last_evaluated_key: null };
      const size = pageSize(input.limit, PAGE_SIZE);
      // A NUL is no letter of any title: it only separates words, as in search.
      const words = (title ?? '').replaceAll('\0', ' ').trim();
      const rows = await trackViewsRepository.visible(
        db,
        viewer.id,
        language,
        industryId,
        decodeIdCursor(input.last_evaluated_key),
        size + 1,
        words === '' ? null : words,
        isSharedOnly,
      );
      return toPage(rows, size, toSummary, (row) => [row.id]);
    },

    /** An industry's shared tracks in ladder order (the tree): entry rungs first, then by title. */
    async ladder(
      viewer: Actor,
      language: Language,
      industryId: string,
      input: PagingInput,
    ): Promise<Page<CareerTrackSummary>> {
      if (!isUuid(industryId)) return { items: [], last_evaluated_key: null };
      const size = pageSize(input.limit, PAGE_SIZE);
      const position = decodeKeyset(input.last_evaluated_key, [{ max: 99 }, 'text', 'uuid'] as const);
      const rows = await trackViewsRepository.ladderOrder(
        db,
        viewer.id,
        language,
        industryId,
        position && { rung: position[0], title: position[1], id: position[2] },
        size + 1,
      );
      return toPage(rows, size, toSummary, (row) => [String(row.rung), row.title, row.id]);
    },

    /** A track the viewer may see, or CAREER_TRACK_NOT_FOUND (what other modules check before using one). */
    async assertVisible(viewer: Actor, id: string): Promise<void> {
      const visible = isUuid(id)
        ? await careerTracksRepository.visibleIds(db, viewer.id, [id.toLowerCase()])
        : new Set();
      assertMayReadTrack(visible.size > 0);
    },

    /** Which of these tracks the viewer may see. */
    visibleIds(viewer: Actor, ids: string[]): Promise<Set<string>> {
      return careerTracksRepository.visibleIds(db, viewer.id, ids);
    },

    async byUser(
      viewer: Actor,
      language: Language,
      userId: string | undefined,
      input: PagingInput,
      isSharedOnly = false,
    ): Promise<Page<CareerTrackSummary>> {
      const owner = userId ?? viewer.id;
      if (!isUuid(owner)) return { items: [], last_evaluated_key: null };
      const size = pageSize(input.limit, PAGE_SIZE);
      const rows = await trackViewsRepository.byUser(
        db,
        viewer.id,
        language,
        owner,
        decodeIdCursor(input.last_evaluated_key),
        size + 1,
        isSharedOnly,
      );
      return toPage(rows, size, toSummary, (row) => [row.id]);
    },

    /** One vote per member per track, never on one's own; a second vote replaces the note. */
    async voteOutdated(actor: Actor, input: VoteOutdatedInput): Promise<VoteOutdatedResult> {
      return db.transaction(async (tx) => {
        const found = await careerTracksRepository.findVisible(tx, actor.id, input.career_track_id);
        const visible = assertMayVoteOnTrack(actor, found);
        const track = await careerTracksRepository.lockById(tx, visible.id);
        if (!track) throw new AppError('CAREER_TRACK_NOT_FOUND');
        const isNew = await careerTracksRepository.upsertVote(tx, track.id, actor.id, input.vote_notes);
        if (isNew)
          await careerTracksRepository.voteVersion(tx, track.id, actor.id, await history.countVote(tx, track.id));
        const total = isNew ? await careerTracksRepository.addVotes(tx, track.id, 1) : track.total_outdated_votes;
        const isNowOutdated =
          track.status === 'shared' &&
          !track.outdated_at &&
          (await careerTracksRepository.recentVotes(tx, track.id, outdatedVoteDays)) >= OUTDATED_VOTES;
        if (isNowOutdated) await careerTracksRepository.markOutdated(tx, track.id);
        if (isNowOutdated) await history.markOutdated(tx, track.id);
        return { career_track_id: track.id, total_outdated_votes: total, vote_notes: input.vote_notes };
      });
    },
  };
}

export type CareerTracksService = ReturnType<typeof createCareerTracksService>;
