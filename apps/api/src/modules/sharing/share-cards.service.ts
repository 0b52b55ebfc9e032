import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { MediaStore } from '../../storage/media-store';
import type { PostsService } from '../posts/posts.service';
import { cardHash, drawCard, type CardModel } from './card-image';
import { sharingRepository, type CardKind } from './sharing.repository';
import type { SharingService } from './sharing.service';

/**
 * A stored card's name: what the media store accepts (a UUID's shape), from the item and the hash
 * of what it shows, so a change names a new object.
 */
const keyName = (kind: CardKind, id: string, hash: string) => {
  const hex = createHash('sha256').update(`${kind}:${id}:${hash}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/** The first lines of a text, without blank ones. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Card images of shared items (docs/decisions/0047-shared-links.md): drawn when first asked for,
 * kept in the media store under the owner's folder (erased with the account) and named in
 * `share_cards` by the hash of what they show; drawn again when that changes, the old one removed.
 * One card is drawn at a time: drawing is CPU work, and crawlers come in bursts.
 */
export function createShareCardsService(deps: {
  db: Db;
  media: MediaStore;
  sharing: SharingService;
  posts: PostsService;
  log: FastifyBaseLogger;
}) {
  const { db, media, sharing, posts, log } = deps;
  let turn: Promise<unknown> = Promise.resolve();

  /** What an item's card shows and whose it is; null when the item is not public. */
  async function modelOf(kind: CardKind, id: string): Promise<{ model: CardModel; ownerId: string } | null> {
    if (kind === 'track') {
      // Drawn once for everyone: as written, in the track's own language.
      const first = await sharing.trackPreview('en', id, null, 'original').catch(() => null);
      if (!first) return null;
      const isVietnamese = first.language === 'vi';
      const track = isVietnamese ? await sharing.trackPreview('vi', id, null, 'original') : first;
      // The font has no arrows: the next rung is named in words, in the track's language.
      const rung = track.above[0] ? [`${isVietnamese ? 'Nấc tiếp theo' : 'Next rung'}: ${track.above[0].title}`] : [];
      return {
        ownerId: await sharing.trackOwnerId(id),
        model: {
          kind,
          eyebrow: isVietnamese ? track.industry_name_vn : track.industry_name_en,
          title: track.title,
          lines: [...linesOf(track.desc).slice(0, 1), ...rung],
          chips: track.skills.slice(0, 4).map((skill) => skill.skill_name),
          author: track.user_name,
        },
      };
    }
    if (kind === 'post') {
      const post = await posts.get(null, id).catch(() => null);
      if (!post) return null;
      const [title = '', ...rest] = linesOf(post.content);
      return {
        ownerId: post.user_id,
        model: {
          kind,
          eyebrow: post.user_username,
          title,
          lines: rest.slice(0, 2),
          chips: post.hashtags.map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)),
          author: post.user_name,
          picture: await sharing.pictureKeyOf(id),
        },
      };
    }
    const profile = await sharing.profilePreview({ id }).catch(() => null);
    if (!profile) return null;
    return {
      ownerId: profile.id,
      model: {
        kind,
        eyebrow: profile.username,
        title: profile.name,
        lines: profile.headline ? [profile.headline] : [],
        chips: profile.tracks.map((track) => track.title),
        author: profile.name,
      },
    };
  }

  /** A stored photo's bytes; an author's photo that cannot be read is drawn as initials, a post's is left out. */
  const photoBytes = (key: string | null | undefined) =>
    key ? media.get(key).catch(() => undefined) : Promise.resolve(undefined);

  async function make(kind: CardKind, id: string, viewerId: string | null): Promise<Buffer | null> {
    const modelled = await modelOf(kind, id);
    if (!modelled) return null;
    const found = { ...modelled, model: { ...modelled.model, photo: await sharing.photoKeyOf(modelled.ownerId) } };
    if (viewerId && viewerId !== found.ownerId && (await sharing.blocked(viewerId, found.ownerId))) return null;
    const hash = cardHash(found.model);
    const stored = await sharingRepository.cardOf(db, kind, id);
    if (stored?.content_hash === hash) {
      const kept = await media.get(stored.key).catch(() => null);
      if (kept) return kept;
    }
    const [photo, picture] = await Promise.all([photoBytes(found.model.photo), photoBytes(found.model.picture)]);
    const png = await drawCard(found.model, undefined, photo, picture);
    const key = `users/${found.ownerId}/cards/${keyName(kind, id, hash)}.png`;
    await media.put(key, png, 'image/png');
    await sharingRepository.saveCard(db, { kind, item_id: id, user_id: found.ownerId, content_hash: hash, key });
    await media.settle([key]);
    if (stored && stored.key !== key)
      await media
        .delete([stored.key])
        .catch((err: unknown) => log.error({ err }, 'an old share card could not be removed'));
    return png;
  }

  return {
    /**
     * The item's card as PNG bytes, drawn if what it shows changed; null when the item is not
     * public, or when the viewer (a request with a token) and its owner are on either side of a block.
     */
    image(kind: CardKind, id: string, viewerId: string | null = null): Promise<Buffer | null> {
      const result = turn.then(() => make(kind, id, viewerId));
      turn = result.catch(() => undefined);
      return result;
    },
  };
}

export type ShareCardsService = ReturnType<typeof createShareCardsService>;
