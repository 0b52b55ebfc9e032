import type { Language } from '@ladder/shared/constants';
import type { FirstScreenData } from '../../plugins/page-drawing';
import { PAGE_SIZES } from '@ladder/shared/values/posts';
import type { CommentsService } from '../comments/comments.service';
import type { PostsService } from '../posts/posts.service';
import type { Viewer } from '../users/actor';
import { headTags, oembedDiscovery, postTags, profileTags, trackTags } from './link-tags';
import type { SharingService } from './sharing.service';

/** What the server knows of a shared page: its first screen's data and its head tags, or that it is not there. */
export interface SharedPage {
  data?: FirstScreenData;
  /** Open Graph, Twitter, canonical, alternates and JSON-LD (link-tags.ts). */
  head?: string;
  /** 404 for a track or member a visitor may not see: the page carries nothing of it. */
  status?: 404;
}

const TRACK = /^\/ladder\/([^/]+)$/;
const PROFILE = /^\/profile\/([^/]+)$/;
const POST = /^\/post\/([0-9a-f-]{36})$/;

/**
 * The shared pages a visitor or a link's crawler opens (docs/decisions/0047-shared-links.md): a
 * track's preview, a member's public page and a post, each drawn with its data and tagged for
 * link previews. Null for any other path. A track or member that is not public answers 404 with
 * the plain page (a member's browser still draws their own draft from the API). A request that
 * names a member (a bearer token) gets 404 across a block, as the API answers (docs/api/safety.md).
 */
export function createSharedPages(deps: {
  sharing: SharingService;
  posts: PostsService;
  comments: Pick<CommentsService, 'list'>;
  origin: string;
}) {
  const { sharing, posts, comments, origin } = deps;
  return async (pathname: string, language: Language, viewer: Viewer = null): Promise<SharedPage | null> => {
    const viewerId = viewer?.id ?? null;
    const trackId = TRACK.exec(pathname)?.[1];
    if (trackId) {
      const track = await sharing.trackPreview(language, decodeURIComponent(trackId), viewerId).catch(() => null);
      return track
        ? {
            data: { trackPreview: track },
            head: headTags(trackTags(track, origin), origin) + oembedDiscovery(track, origin),
          }
        : { status: 404 };
    }
    const username = PROFILE.exec(pathname)?.[1];
    if (username) {
      const profile = await sharing.profilePreview(decodeURIComponent(username), viewerId).catch(() => null);
      return profile
        ? { data: { profilePreview: profile }, head: headTags(profileTags(profile), origin) }
        : { status: 404 };
    }
    const postId = POST.exec(pathname)?.[1];
    if (postId) {
      // A post a visitor may not read (a track's post) is drawn by the browser, as before.
      const post = await posts.get(null, postId).catch(() => undefined);
      if (post && viewer && post.user_id !== viewer.id && (await sharing.blocked(viewer.id, post.user_id)))
        return { status: 404 };
      if (!post) return null;
      // Its first comments, as a visitor reads them, as the browser would ask (apps/web's comments.ts).
      const firstComments = await comments
        .list(null, post.id, { limit: PAGE_SIZES.comments, last_evaluated_key: null })
        .catch(() => undefined);
      return { data: { post, comments: firstComments }, head: headTags(postTags(post, origin), origin) };
    }
    return null;
  };
}
