import type { Language } from '@ladder/shared/constants';
import {
  PEOPLE_LIMITS,
  type FollowedHashtag,
  type FollowedSkill,
  type FollowUserResult,
  type PersonItem,
} from '@ladder/shared/schemas/people';
import { HASHTAG_PATTERN, normalizeHashtag, type Page } from '@ladder/shared/schemas/posts';
import type { Locked } from '@ladder/shared/schemas/privacy-settings';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeTimeCursor, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import { smallPhotoKey } from '../../storage/photo-keys';
import type { TimelineService } from '../posts/timeline.service';
import { assertNotLocked, type Actor, type Viewer } from '../users/actor';
import type { PrivacyService } from '../users/privacy.service';
import { followsRepository } from './follows.repository';

type MediaUrl = (key: string | null) => string | null;

/** A hashtag as posts take them (HASHTAG_PATTERN), with or without '#'. */
const HASHTAG = new RegExp(`^#?(${HASHTAG_PATTERN})$`, 'u');
const MAX_HASHTAG_LENGTH = 100;

export function parseHashtag(input: string): string {
  const match = HASHTAG.exec(input.trim().normalize('NFC'));
  if (!match?.[1] || match[1].length > MAX_HASHTAG_LENGTH)
    throw AppError.field('hashtag', 'people.validation.hashtag_invalid');
  return normalizeHashtag(match[1]);
}

/**
 * One page from rows that carry the list owner's total; a row without an item (an empty
 * page's lone row) only carries the total.
 */
function pageWithTotal<Row extends { at_key?: string; total: number }, Item>(
  rows: Row[],
  size: number,
  isItem: (row: Row) => boolean,
  present: (row: Row) => Item,
  id: (row: Row) => string,
): Page<Item> & { total: number } {
  const page = toPage(rows.filter(isItem), size, present, (row) => [row.at_key ?? '', id(row)]);
  return { items: page.items, total: rows[0]?.total ?? 0, last_evaluated_key: page.last_evaluated_key };
}

/** What a follow list answers to a reader the member's privacy setting keeps out: nothing, and who may see it. */
const lockedPage = (locked: Locked) => ({ items: [], total: 0, last_evaluated_key: null, locked });

export function createFollowsService(deps: {
  db: Db;
  timeline: TimelineService;
  mediaUrl: MediaUrl;
  privacy: PrivacyService;
}) {
  const { db, timeline, mediaUrl, privacy } = deps;
  const limits = PEOPLE_LIMITS.follows;

  async function setUserFollow(actor: Actor, userId: string, follow: boolean): Promise<FollowUserResult> {
    if (!isUuid(userId)) throw new AppError('USER_NOT_FOUND');
    const targetId = userId.toLowerCase();
    if (targetId === actor.id) throw new AppError('FOLLOW_SELF');
    if (follow) assertNotLocked(actor);
    return db.transaction(async (tx) => {
      const locked = await followsRepository.lockMembers(tx, [actor.id, targetId]);
      const target = locked.find((row) => row.id === targetId);
      // Unfollowing a member who has since left is still allowed: it only cleans up.
      if (!target || (follow && !target.is_active)) throw new AppError('USER_NOT_FOUND');
      // A member either side blocked cannot be followed: not found, as on their profile.
      if (follow && (await followsRepository.isBlocked(tx, actor.id, targetId))) throw new AppError('USER_NOT_FOUND');
      let delta: 1 | -1 | 0 = 0;
      if (follow && (await followsRepository.insertUserFollow(tx, actor.id, targetId))) {
        delta = 1;
        await timeline.followedAuthor(tx, actor.id, targetId);
      } else if (!follow && (await followsRepository.deleteUserFollow(tx, actor.id, targetId))) {
        delta = -1;
        await timeline.unfollowedAuthor(tx, actor.id, targetId);
      }
      const counters = await followsRepository.adjustFollowCounters(tx, actor.id, targetId, delta);
      return { user_id: targetId, is_followed: follow, ...counters };
    });
  }

  async function setHashtagFollow(actor: Actor, input: string, follow: boolean): Promise<FollowedHashtag> {
    const tag = parseHashtag(input);
    return db.transaction(async (tx) => {
      if (follow) {
        if (await followsRepository.followHashtag(tx, actor.id, tag)) await timeline.followedHashtag(tx, actor.id, tag);
      } else if (await followsRepository.unfollowHashtag(tx, actor.id, tag)) {
        await timeline.unfollowedHashtag(tx, actor.id, tag);
      }
      const state = await followsRepository.hashtagState(tx, actor.id, tag);
      return { hashtag: tag, ...state };
    });
  }

  async function setSkillFollow(
    actor: Actor,
    skillId: string,
    follow: boolean,
    language: Language,
  ): Promise<FollowedSkill> {
    const skill = isUuid(skillId) ? await followsRepository.findSkill(db, skillId) : undefined;
    if (!skill) throw new AppError('SKILL_NOT_FOUND');
    if (follow) await followsRepository.followSkill(db, actor.id, skill.id);
    else await followsRepository.unfollowSkill(db, actor.id, skill.id);
    return {
      skill_id: skill.id,
      skill_name: language === 'vi' ? skill.name_vn : skill.name_en,
      is_followed: follow,
    };
  }

  return {
    /**
     * Ends the follows both ways between two members, with their counters and timelines, in the
     * caller's transaction (a block, docs/decisions/0046-reports-blocks-and-moderation.md). Locks
     * both rows in id order first, as a follow does.
     */
    async severBoth(tx: DbOrTx, a: string, b: string): Promise<void> {
      await followsRepository.lockMembers(tx, [a, b]);
      for (const [follower, followee] of [
        [a, b],
        [b, a],
      ] as const) {
        if (await followsRepository.deleteUserFollow(tx, follower, followee)) {
          await timeline.unfollowedAuthor(tx, follower, followee);
          await followsRepository.adjustFollowCounters(tx, follower, followee, -1);
        }
      }
    },

    followUser: (actor: Actor, userId: string) => setUserFollow(actor, userId, true),
    unfollowUser: (actor: Actor, userId: string) => setUserFollow(actor, userId, false),
    /** One hashtag's follower count and whether the member follows it (the hashtag feed's button). */
    async hashtag(actor: Actor, input: string): Promise<FollowedHashtag> {
      const tag = parseHashtag(input);
      return { hashtag: tag, ...(await followsRepository.hashtagState(db, actor.id, tag)) };
    },
    followHashtag: (actor: Actor, hashtag: string) => setHashtagFollow(actor, hashtag, true),
    unfollowHashtag: (actor: Actor, hashtag: string) => setHashtagFollow(actor, hashtag, false),
    followSkill: (actor: Actor, skillId: string, language: Language) => setSkillFollow(actor, skillId, true, language),
    unfollowSkill: (actor: Actor, skillId: string, language: Language) =>
      setSkillFollow(actor, skillId, false, language),

    async people(
      direction: 'followings' | 'followers',
      viewer: Viewer,
      userId: string,
      input: PagingInput,
    ): Promise<Page<PersonItem> & { total: number; locked?: Locked }> {
      if (!isUuid(userId)) return { items: [], total: 0, last_evaluated_key: null };
      const locked = await privacy.lockedFor(viewer, userId.toLowerCase(), 'follows');
      if (locked) return lockedPage(locked);
      const size = pageSize(input.limit, limits.fallback, limits.max);
      const cursor = decodeTimeCursor(input.last_evaluated_key, 'uuid');
      const rows = await followsRepository.listPeople(db, direction, userId, viewer?.id ?? null, cursor, size + 1);
      return pageWithTotal(
        rows,
        size,
        (row) => row.user_id != null,
        (row) => ({
          user_id: row.user_id ?? '',
          user_name: row.user_name ?? '',
          username: row.username ?? '',
          user_photo_path: mediaUrl(smallPhotoKey(row.user_photo_path ?? null)),
          headline: row.headline ?? null,
          is_followed: row.is_followed ?? false,
        }),
        (row) => row.user_id ?? '',
      );
    },

    async hashtags(
      viewer: Viewer,
      userId: string,
      input: PagingInput,
    ): Promise<Page<FollowedHashtag> & { total: number; locked?: Locked }> {
      if (!isUuid(userId)) return { items: [], total: 0, last_evaluated_key: null };
      const locked = await privacy.lockedFor(viewer, userId.toLowerCase(), 'follows');
      if (locked) return lockedPage(locked);
      const size = pageSize(input.limit, limits.fallback, limits.max);
      const cursor = decodeTimeCursor(input.last_evaluated_key, 'text');
      const rows = await followsRepository.listHashtags(db, userId, viewer?.id ?? null, cursor, size + 1);
      return pageWithTotal(
        rows,
        size,
        (row) => row.hashtag != null,
        (row) => ({
          hashtag: row.hashtag ?? '',
          total_followers: row.total_followers ?? 0,
          is_followed: row.is_followed ?? false,
        }),
        (row) => row.hashtag ?? '',
      );
    },

    async skills(
      viewer: Viewer,
      userId: string,
      input: PagingInput,
      language: Language,
    ): Promise<Page<FollowedSkill> & { total: number; locked?: Locked }> {
      if (!isUuid(userId)) return { items: [], total: 0, last_evaluated_key: null };
      const locked = await privacy.lockedFor(viewer, userId.toLowerCase(), 'follows');
      if (locked) return lockedPage(locked);
      const size = pageSize(input.limit, limits.fallback, limits.max);
      const cursor = decodeTimeCursor(input.last_evaluated_key, 'uuid');
      const rows = await followsRepository.listSkills(db, userId, viewer?.id ?? null, cursor, size + 1);
      return pageWithTotal(
        rows,
        size,
        (row) => row.skill_id != null,
        (row) => ({
          skill_id: row.skill_id ?? '',
          skill_name: (language === 'vi' ? row.name_vn : row.name_en) ?? '',
          is_followed: row.is_followed ?? false,
        }),
        (row) => row.skill_id ?? '',
      );
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
