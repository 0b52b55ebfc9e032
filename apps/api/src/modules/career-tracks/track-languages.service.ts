import type { Page } from '@ladder/shared/schemas/posts';
import {
  otherLanguage,
  type Translation,
  type TranslationSuggestion,
  type TranslationValue,
} from '@ladder/shared/schemas/track-languages';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, type FieldError } from '../../lib/app-error';
import { iso } from '../../lib/iso';
import { decodeIdCursor, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { Actor } from '../users/actor';
import { careerTracksRepository } from './career-tracks.repository';
import {
  skillsByRow,
  trackLanguagesRepository as repo,
  type SuggestionRow,
  type TranslationRow,
} from './track-languages.repository';
import {
  assertMayChangeTrack,
  assertMayDecideSuggestion,
  assertMaySuggestTranslation,
  isTrackAuthor,
} from './tracks.policy';

const PAGE_SIZE = 20;

const skillList = (skills: TranslationRow['skills']) =>
  Object.entries(skills).map(([skill_id, texts]) => ({ skill_id, what: texts.what, why: texts.why }));

const toTranslation = (row: TranslationRow): Translation => ({
  ...row,
  skills: skillList(row.skills),
  updated_at: iso(row.updated_at),
});

const toSuggestion = ({ track_user_id: _author, ...row }: SuggestionRow): TranslationSuggestion => ({
  ...row,
  skills: skillList(row.skills),
  created_at: iso(row.created_at),
  decided_at: row.decided_at === null ? null : iso(row.decided_at),
});

/**
 * A track in both languages (docs/decisions/0063-a-track-in-both-languages.md): its author
 * writes its translation into the language it was not written in, or accepts a member's
 * suggested one. What readers see of it is track-views.repository.ts's to choose.
 */
export function createTrackLanguages(db: Db) {
  /** A translation names only the track's own skill rows. */
  async function checkSkills(tx: DbOrTx, trackId: string, value: TranslationValue) {
    const own = await repo.skillIds(tx, trackId);
    const errors: FieldError[] = [];
    const seen = new Set<string>();
    value.skills.forEach((row, index) => {
      if (!own.has(row.skill_id) || seen.has(row.skill_id))
        errors.push({ field: `skills.${index}.skill_id`, message: 'tracks.validation.skill_unknown' });
      seen.add(row.skill_id);
    });
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { errors });
  }

  const visibleTrack = (tx: DbOrTx, viewer: Actor, trackId: string) =>
    isUuid(trackId) ? careerTracksRepository.findVisible(tx, viewer.id, trackId) : Promise.resolve(undefined);

  async function translationOf(tx: DbOrTx, trackId: string): Promise<Translation> {
    const row = await repo.translation(tx, trackId);
    if (!row) throw new AppError('TRANSLATION_NOT_FOUND');
    return toTranslation(row);
  }

  return {
    /** The translation of a track the viewer may read. */
    async get(viewer: Actor, trackId: string): Promise<Translation> {
      const track = await visibleTrack(db, viewer, trackId);
      if (!track) throw new AppError('CAREER_TRACK_NOT_FOUND');
      return translationOf(db, track.id);
    },

    /** The author writes (or rewrites) the translation. */
    async put(actor: Actor, trackId: string, value: TranslationValue): Promise<Translation> {
      return db.transaction(async (tx) => {
        const track = assertMayChangeTrack(
          actor,
          isUuid(trackId) ? await careerTracksRepository.lockById(tx, trackId) : undefined,
        );
        await checkSkills(tx, track.id, value);
        const texts = { ...value, skills: skillsByRow(value) };
        await repo.putTranslation(tx, track.id, otherLanguage(track.language), texts, actor.id);
        return translationOf(tx, track.id);
      });
    },

    async remove(actor: Actor, trackId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const track = assertMayChangeTrack(
          actor,
          isUuid(trackId) ? await careerTracksRepository.lockById(tx, trackId) : undefined,
        );
        if (!(await repo.deleteTranslation(tx, track.id))) throw new AppError('TRANSLATION_NOT_FOUND');
      });
    },

    /** A member suggests a translation of someone else's shared track; their open one is replaced. */
    async suggest(actor: Actor, trackId: string, value: TranslationValue): Promise<TranslationSuggestion> {
      return db.transaction(async (tx) => {
        const visible = assertMaySuggestTranslation(actor, await visibleTrack(tx, actor, trackId));
        const track = await careerTracksRepository.lockById(tx, visible.id);
        if (!track) throw new AppError('CAREER_TRACK_NOT_FOUND');
        await checkSkills(tx, track.id, value);
        const id = await repo.suggest(tx, track.id, actor.id, otherLanguage(track.language), value);
        return toSuggestion((await repo.suggestion(tx, id))!);
      });
    },

    /** Open suggestions of a track: all of them for its author, one's own for anyone else. */
    async suggestions(viewer: Actor, trackId: string, input: PagingInput): Promise<Page<TranslationSuggestion>> {
      const track = await visibleTrack(db, viewer, trackId);
      if (!track) throw new AppError('CAREER_TRACK_NOT_FOUND');
      const size = pageSize(input.limit, PAGE_SIZE);
      const rows = await repo.openSuggestions(
        db,
        track.id,
        { id: viewer.id, isAuthor: isTrackAuthor(viewer, track) },
        decodeIdCursor(input.last_evaluated_key),
        size + 1,
      );
      return toPage(rows, size, toSuggestion, (row) => [row.id]);
    },

    /** The author's answer: an accepted suggestion becomes the translation, its member credited. */
    async decide(actor: Actor, suggestionId: string, status: 'accepted' | 'declined'): Promise<TranslationSuggestion> {
      return db.transaction(async (tx) => {
        const found = isUuid(suggestionId) ? await repo.suggestion(tx, suggestionId, true) : undefined;
        const suggestion = assertMayDecideSuggestion(actor, found);
        const track = assertMayChangeTrack(
          actor,
          await careerTracksRepository.lockById(tx, suggestion.career_track_id),
        );
        if (suggestion.status !== 'open') throw new AppError('SUGGESTION_DECIDED');
        if (status === 'accepted') {
          // Rows of skills the track no longer has are left out, as a stale suggestion's should be.
          const own = await repo.skillIds(tx, track.id);
          const skills = Object.fromEntries(Object.entries(suggestion.skills).filter(([id]) => own.has(id)));
          await repo.putTranslation(
            tx,
            track.id,
            otherLanguage(track.language),
            { ...suggestion, skills },
            suggestion.user_id,
          );
        }
        await repo.decide(tx, suggestion.id, status);
        return toSuggestion((await repo.suggestion(tx, suggestion.id))!);
      });
    },

    /** A save in the other language: what was translated into it goes (called inside the save). */
    dropOtherLanguage: (tx: DbOrTx, trackId: string) => repo.dropOtherLanguage(tx, trackId),
  };
}

export type TrackLanguages = ReturnType<typeof createTrackLanguages>;
