/**
 * What a virtual member does, over and over until the time is up: an action drawn by weight,
 * roughly what a reader of a social network does (read far more than write). Each action is
 * what one screen or button of the web app sends.
 */
import { call, ok, type Member, type Recorder } from './client';
import { SEARCH_TERMS, writePost, type World } from './world';

interface Page {
  items: { id: string; user_id: string }[];
  last_evaluated_key?: string | null;
}

interface State {
  member: Member;
  /** Posts of the member's last feed page: what they like and comment on first. */
  seen: string[];
  /** The cursor of the member's feed page 2, when they scrolled. */
  cursor: string | null;
  /** Comments the member wrote (post id, comment id), some of which they delete again. */
  comments: [string, string][];
}

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

type Action = (base: string, world: World, state: State) => Promise<void>;

const ACTIONS: Record<string, { weight: number; run: Action }> = {
  // The home page: page 1, and a third of the time the next page too.
  'read feed': {
    weight: 30,
    async run(base, _world, state) {
      const scrolled = state.cursor !== null && Math.random() < 1 / 3;
      const body = scrolled ? { last_evaluated_key: state.cursor } : {};
      const page = ok<Page>(await call(base, state.member, 'POST', '/posts/get-new-feeds', { json: body }), 'feed');
      if (!scrolled) state.seen = page.items.map((item) => item.id);
      state.cursor = scrolled ? null : (page.last_evaluated_key ?? null);
    },
  },
  // A profile page: the member and their posts.
  'read profile': {
    weight: 15,
    async run(base, world, state) {
      const other = pick(world.members);
      const answers = await Promise.all([
        call(base, state.member, 'GET', `/users/info/${encodeURIComponent(other.username)}`),
        call(base, state.member, 'POST', `/posts/get-by-user?user_id=${other.id}`, { json: {} }),
      ]);
      answers.forEach((answer) => ok(answer, 'profile'));
    },
  },
  'like / unlike': {
    weight: 15,
    async run(base, world, state) {
      const post = pick(state.seen.length > 0 ? state.seen : world.posts);
      const liked = Math.random() < 0.6;
      ok(await call(base, state.member, 'PUT', `/post-interactions/${post}`, { json: { liked } }), 'like');
    },
  },
  // Writes a comment; a third of the time deletes one of theirs instead, once they have some.
  comment: {
    weight: 8,
    async run(base, world, state) {
      const mine = state.comments.length > 0 && Math.random() < 1 / 3 ? state.comments.shift() : undefined;
      if (mine) {
        ok(await call(base, state.member, 'DELETE', `/post-comments/${mine[0]}/${mine[1]}`), 'delete comment');
        return;
      }
      const post = pick(state.seen.length > 0 ? state.seen : world.posts);
      const comment = { comment: `Chúc mừng! Great step 👏 ${Math.random().toString(36).slice(2, 8)}` };
      const made = ok<{ id: string }>(
        await call(base, state.member, 'POST', `/post-comments/${post}`, { json: comment }),
        'comment',
      );
      state.comments.push([post, made.id]);
    },
  },
  'post with photo': {
    weight: 4,
    async run(base, world, state) {
      const id = await writePost(base, state.member, `Hôm nay học được điều mới #soak #career`, pick(world.photos));
      world.posts.push(id);
    },
  },
  'follow / unfollow': {
    weight: 8,
    async run(base, world, state) {
      const other = pick(world.members);
      if (other.id === state.member.id) return;
      const following = world.follows.get(state.member.id) ?? new Set<string>();
      const follow = !following.has(other.id);
      const path = `/users/current/me/${follow ? 'follow-user' : 'unfollow-user'}?user_id=${other.id}`;
      ok(await call(base, state.member, follow ? 'POST' : 'DELETE', path), follow ? 'follow' : 'unfollow');
      if (follow) following.add(other.id);
      else following.delete(other.id);
    },
  },
  search: {
    weight: 10,
    async run(base, _world, state) {
      const keywords = encodeURIComponent(pick(SEARCH_TERMS));
      ok(await call(base, state.member, 'GET', `/users/current/me/search?keywords=${keywords}`), 'search');
    },
  },
  // A career track's page: the track and the posts published from it.
  'open career track': {
    weight: 10,
    async run(base, world, state) {
      const track = pick(world.tracks);
      const answers = await Promise.all([
        call(base, state.member, 'GET', `/career-tracks?career_track_id=${track}`),
        call(base, state.member, 'POST', `/posts/get-by-career-track?career_track_id=${track}`, { json: {} }),
      ]);
      answers.forEach((answer) => ok(answer, 'track'));
    },
  },
};

export const ACTION_NAMES = Object.keys(ACTIONS);
const TOTAL_WEIGHT = Object.values(ACTIONS).reduce((sum, action) => sum + action.weight, 0);

function draw(): [string, Action] {
  let ticket = Math.random() * TOTAL_WEIGHT;
  for (const [name, action] of Object.entries(ACTIONS)) {
    ticket -= action.weight;
    if (ticket < 0) return [name, action.run];
  }
  return ['read feed', ACTIONS['read feed']?.run as Action];
}

/**
 * One member's loop until `until`: actions one after another, each waiting for its answers. With
 * `intervalMs`, an action starts every `intervalMs` (from a random phase), so that the whole load
 * has a fixed rate and the latencies are the server's rather than a queue's; a member whose answer
 * came late starts the next action at once.
 */
export async function runMember(
  base: string,
  world: World,
  member: Member,
  recorder: Recorder,
  until: number,
  intervalMs: number | null = null,
) {
  const state: State = { member, seen: [], cursor: null, comments: [] };
  let next = performance.now() + (intervalMs === null ? 0 : Math.random() * intervalMs);
  while (performance.now() < until) {
    if (intervalMs !== null) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      next = Math.max(next + intervalMs, performance.now());
      if (performance.now() >= until) break;
    }
    const [name, run] = draw();
    await recorder.time(name, () => run(base, world, state));
  }
}
