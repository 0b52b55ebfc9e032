import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { queryRows } from '../../src/db/client';
import { callApi, randomIp, type ApiCall, type Headers, type TestContext, uploadFiles } from '../helper';
import {
  member,
  newIndustry,
  newPost,
  pickSkills,
  SEASONED,
  trackBody,
  type MemberOverrides,
  type SkillPick,
} from '../factories';

/**
 * The people and objects the reliability suites act on (docs/reliability.md): an owner whose
 * objects are made fresh for every request, another member, a superuser, a deactivated member
 * (signed in before deactivating), and voters that make a shared track read "outdated".
 */
export const ROLES = ['visitor', 'owner', 'other', 'superuser', 'deactivated'] as const;
export type Role = (typeof ROLES)[number];

export interface Actor {
  id: string;
  email: string;
  username: string;
  headers: Headers;
}

export interface World {
  ctx: TestContext;
  actors: Record<Exclude<Role, 'visitor'>, Actor>;
  voters: Actor[];
  industryId: string;
  skills: SkillPick;
  /** An image a browser would upload. */
  jpeg: Buffer;
}

/** A signed-in member as the suites name one. */
async function actor(ctx: TestContext, overrides: MemberOverrides = {}): Promise<Actor> {
  const { user, headers } = await member(ctx, overrides);
  return { id: user.id, email: user.email, username: user.username, headers };
}

/** Every object comes from the API, as a member makes it; fails loudly when it cannot. */
export async function api(ctx: TestContext, ...call: ApiCall) {
  const response = await callApi(ctx, ...call);
  if (response.statusCode >= 300) throw new Error(`${call[0]} ${call[1]} -> ${response.statusCode}: ${response.body}`);
  return response.body ? response.json<Record<string, unknown>>() : {};
}

/** Older than a week: the world's members may endorse (docs/api/profile.md "Endorsements"). */
export { SEASONED };

export async function buildWorld(ctx: TestContext): Promise<World> {
  const [owner, other, superuser, deactivated, ...voters] = await Promise.all([
    actor(ctx, SEASONED),
    actor(ctx, SEASONED),
    actor(ctx, { ...SEASONED, is_superuser: true }),
    actor(ctx),
    actor(ctx),
    actor(ctx),
    actor(ctx),
  ]);
  if (!owner || !other || !superuser || !deactivated) throw new Error('no actors');
  await api(ctx, 'PUT', '/users/current/me', deactivated.headers, { is_active: false });
  const industry = await newIndustry(ctx);
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7a5b' } })
    .jpeg()
    .toBuffer();
  return {
    ctx,
    actors: { owner, other, superuser, deactivated },
    voters,
    industryId: industry.id,
    skills: await pickSkills(ctx),
    jpeg,
  };
}

/** A member made for one request only, for calls that end or change their own session. */
export const freshActor = actor;

export const makers = {
  async post(w: World, by: Actor = w.actors.owner) {
    return { postId: await newPost(w.ctx, by.headers, `Matrix post #matrix ${randomUUID()}`) };
  },

  /** The owner's profile photo, as the path its URL names on this server. */
  async photo(w: World) {
    const owner = w.actors.owner;
    const response = await uploadFiles(w.ctx, owner.headers, `users/${owner.id}/profile_photo`, [
      { name: 'me.jpg', type: 'image/jpeg', body: w.jpeg },
    ]);
    const url = String(response.json<{ photo_path?: string }>().photo_path);
    return { path: url.slice(w.ctx.config.publicUrl.length) };
  },

  /** A career track in one of its states; `outdated` is a shared track that three members voted out. */
  async track(w: World, status: 'new' | 'completed' | 'shared' | 'outdated' = 'shared') {
    const body = trackBody(w.industryId, w.skills, {
      title: `Matrix track ${randomUUID().slice(0, 8)}`,
      status: status === 'outdated' ? 'shared' : status,
    });
    // The owner is an Educator, with no limit on tracks (a 409 says the plan already runs).
    await callApi(w.ctx, 'POST', `/user-subscriptions/${w.actors.owner.id}`, w.actors.owner.headers);
    const track = await api(w.ctx, 'POST', '/career-tracks', w.actors.owner.headers, body);
    const trackId = String(track.id);
    if (status === 'outdated') {
      for (const voter of w.voters) {
        await api(w.ctx, 'POST', '/career-tracks/vote-career-track-outdated', voter.headers, {
          career_track_id: trackId,
          vote_notes: 'The tools changed',
        });
      }
    }
    const [post] = await queryRows<{ id: string }>(
      w.ctx.database.db,
      sql`select id from posts where career_track_id = ${trackId}`,
    );
    return { trackId, trackPostId: post?.id ?? randomUUID(), trackBody: JSON.stringify(body) };
  },

  /** A track of the owner's with an English translation, and a suggested one by another member when it is shared. */
  async translatedTrack(w: World, status: 'new' | 'completed' | 'shared' | 'outdated' = 'shared') {
    const made = await makers.track(w, status);
    const text = { title: 'A matrix translation', desc: 'Its description, translated.' };
    await api(w.ctx, 'PUT', `/career-tracks/${made.trackId}/translation`, w.actors.owner.headers, text);
    const [voter] = w.voters;
    if (!voter || (status !== 'shared' && status !== 'outdated')) return { ...made, suggestionId: randomUUID() };
    const suggestion = await api(
      w.ctx,
      'POST',
      `/career-tracks/${made.trackId}/translation-suggestions`,
      voter.headers,
      text,
    );
    return { ...made, suggestionId: String(suggestion.id) };
  },

  /** A comment by the owner on another member's post, and a reply to it by the owner. */
  async comment(w: World) {
    const { postId } = await makers.post(w, w.actors.other);
    const path = `/post-comments/${postId}`;
    const comment = await api(w.ctx, 'POST', path, w.actors.owner.headers, { comment: 'A matrix comment' });
    const reply = await api(w.ctx, 'POST', path, w.actors.owner.headers, {
      comment: 'A matrix reply',
      parent_comment_id: comment.id,
    });
    return { postId, commentId: String(comment.id), replyId: String(reply.id) };
  },

  /** A notification of the owner's: another member followed them. */
  async notification(w: World) {
    const follower = w.voters[0] ?? w.actors.other;
    await api(w.ctx, 'DELETE', `/users/current/me/unfollow-user?user_id=${w.actors.owner.id}`, follower.headers);
    await api(w.ctx, 'POST', `/users/current/me/follow-user?user_id=${w.actors.owner.id}`, follower.headers);
    const [row] = await queryRows<{ id: string }>(
      w.ctx.database.db,
      sql`select id from notifications where user_id = ${w.actors.owner.id} order by updated_at desc limit 1`,
    );
    if (!row) throw new Error('no notification');
    return { notificationId: row.id };
  },

  /** The owner's Educator plan (cancelled first if one is running, so each request gets its own). */
  async subscription(w: World) {
    const owner = w.actors.owner;
    await makers.noPlan(w);
    const plan = await api(w.ctx, 'POST', `/user-subscriptions/${owner.id}`, owner.headers);
    return { subscriptionId: String(plan.id) };
  },

  /** The owner on the free plan: no Educator plan running. */
  async noPlan(w: World) {
    await w.ctx.database.db.execute(sql`delete from user_subscriptions where user_id = ${w.actors.owner.id}`);
    return {};
  },

  async industry(w: World) {
    return { industryId: (await newIndustry(w.ctx)).id };
  },
};

/** A client address of its own for each request, so the rate limits (tested elsewhere) stay out of the way. */
export const freshAddress = randomIp;
