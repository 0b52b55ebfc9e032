import type { Language } from '@ladder/shared/constants';
import type { Post } from '@ladder/shared/schemas/posts';
import type { ProfilePreview, TrackPreview } from '@ladder/shared/schemas/sharing';
import { CARD_HEIGHT, CARD_WIDTH } from './card-image';
import { languageOfText } from '@ladder/shared/values/track-languages';

/**
 * The tags a link's crawler reads in a shared page's `<head>` (docs/decisions/0047-shared-links.md):
 * Open Graph and Twitter card tags, the canonical address, the en and vi alternates and JSON-LD.
 * Every crawler and every browser gets the same ones: they are in the HTML the server sends.
 */

/** The language of a text, by the letters only Vietnamese writes (packages/shared's languageOfText). */
export const contentLanguage = languageOfText;
const LOCALES: Record<Language, string> = { en: 'en_US', vi: 'vi_VN' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
/** JSON inside a script element: nothing in it may close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

export interface LinkTags {
  title: string;
  description: string;
  /** The page's own path (canonical, without a query). */
  path: string;
  /** The card image's path, with its version. */
  image: string;
  imageAlt: string;
  type: 'article' | 'profile';
  language: Language;
  jsonLd: Record<string, unknown>;
}

/** The `<head>` tags of a shared page, on the site at `origin`. */
export function headTags(tags: LinkTags, origin: string): string {
  const url = `${origin}${tags.path}`;
  const image = `${origin}${tags.image}`;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const other: Language = tags.language === 'vi' ? 'en' : 'vi';
  return [
    meta('name', 'description', tags.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(['en', 'vi'] as const).map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(`${url}?lang=${language}`)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}">`,
    meta('property', 'og:site_name', 'Ladder'),
    meta('property', 'og:type', tags.type),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(CARD_WIDTH)),
    meta('property', 'og:image:height', String(CARD_HEIGHT)),
    meta('property', 'og:image:alt', tags.imageAlt),
    meta('property', 'og:locale', LOCALES[tags.language]),
    meta('property', 'og:locale:alternate', LOCALES[other]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', tags.imageAlt),
    `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...tags.jsonLd, url })}</script>`,
  ].join('');
}

const version = (updatedAt: string) => new Date(updatedAt).getTime().toString(36);

export function trackTags(track: TrackPreview, origin: string): LinkTags {
  // The language of the texts shown: the track's own, or its translation's (docs/decisions/0063).
  const language = track.text_language;
  const industry = language === 'vi' ? track.industry_name_vn : track.industry_name_en;
  return {
    title: `${track.title} · ${industry}`,
    description: clip(track.desc, 200),
    path: `/ladder/${track.id}`,
    image: `/cards/track/${track.id}.png?v=${version(track.updated_at)}`,
    imageAlt: `${track.title}, ${industry}, ${track.user_name}`,
    type: 'article',
    language,
    jsonLd: {
      '@type': 'Occupation',
      name: track.title,
      description: track.desc,
      occupationalCategory: industry,
      skills: track.skills.map((skill) => skill.skill_name).join(', '),
      author: {
        '@type': 'Person',
        name: track.user_name,
        url: `${origin}/profile/${encodeURIComponent(track.user_username)}`,
      },
      dateModified: track.updated_at,
    },
  };
}

export function postTags(post: Post, origin: string): LinkTags {
  const firstLine = post.content.split('\n').find((line) => line.trim()) ?? '';
  return {
    title: `${post.user_name}: ${clip(firstLine, 80)}`,
    description: clip(post.content, 200),
    path: `/post/${post.id}`,
    image: `/cards/post/${post.id}.png?v=${version(post.updated_at)}`,
    imageAlt: clip(`${post.user_name}: ${firstLine}`, 120),
    type: 'article',
    language: contentLanguage(post.content),
    jsonLd: {
      '@type': 'SocialMediaPosting',
      headline: clip(firstLine, 110),
      articleBody: post.content,
      datePublished: post.created_at,
      author: {
        '@type': 'Person',
        name: post.user_name,
        url: `${origin}/profile/${encodeURIComponent(post.user_username)}`,
      },
    },
  };
}

export function profileTags(profile: ProfilePreview): LinkTags {
  const about = profile.headline ?? profile.tracks.map((track) => track.title).join(', ');
  return {
    title: `${profile.name} (${profile.username})`,
    description: clip(about || profile.name, 200),
    path: `/profile/${encodeURIComponent(profile.username)}`,
    image: `/cards/profile/${profile.id}.png?v=${version(profile.updated_at)}`,
    imageAlt: profile.name,
    type: 'profile',
    language: contentLanguage(`${profile.name} ${about}`),
    jsonLd: {
      '@type': 'Person',
      name: profile.name,
      alternateName: profile.username,
      ...(profile.headline ? { jobTitle: profile.headline } : {}),
      ...(profile.current_role
        ? { worksFor: { '@type': 'Organization', name: profile.current_role.organization } }
        : {}),
      ...(profile.photo_path ? { image: profile.photo_path } : {}),
    },
  };
}

/** oEmbed discovery (oembed.com, "Discovery"): where a blog's editor finds the track's embed. */
export const oembedDiscovery = (track: TrackPreview, origin: string): string =>
  `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(
    `${origin}/oembed?url=${encodeURIComponent(`${origin}/ladder/${track.id}`)}&format=json`,
  )}" title="${escapeHtml(track.title)}">`;
