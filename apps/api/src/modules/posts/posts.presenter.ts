import type { Post } from '@ladder/shared/schemas/posts';
import type { HydratedPostRow } from './post-pages.repository';
import { iso } from '../../lib/iso';

type MediaUrl = (key: string | null) => string | null;

export function createPostsPresenter(mediaUrl: MediaUrl) {
  return {
    toPost: (row: HydratedPostRow): Post => {
      return {
        id: row.id,
        user_id: row.user_id,
        user_name: row.user_name,
        user_username: row.user_username,
        user_photo_path: mediaUrl(row.user_photo_path),
        content: row.content,
        media_files: row.media.map((m) => ({
          id: m.id,
          kind: m.kind,
          url: mediaUrl(m.key) ?? '',
          thumbnail_url: mediaUrl(m.thumbnail_key),
          content_type: m.content_type,
          width: m.width,
          height: m.height,
        })),
        hashtags: row.hashtags,
        status: row.status,
        career_track_id: row.career_track_id,
        prev_post_id: row.prev_post_id,
        next_post_id: row.next_post_id,
        total_post_likes: row.total_post_likes,
        total_post_comments: row.total_post_comments,
        total_post_shares: row.total_post_shares,
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        interaction: { liked: row.liked ?? false, saved: row.saved ?? false, shared: row.shared ?? false },
        author_followed: row.author_followed,
        hidden_reason: row.hidden_reason,
        hidden_decision_id: row.hidden_decision_id,
        career_track: row.career_track && {
          id: row.career_track.id,
          title: row.career_track.title,
          desc: row.career_track.desc,
          status: row.career_track.status,
          industry_id: row.career_track.industry_id,
          industry_name_en: row.career_track.industry_name_en,
          industry_name_vn: row.career_track.industry_name_vn,
          total_skills: row.career_track.total_skills,
          total_outdated_votes: row.career_track.total_outdated_votes,
          language: row.career_track.language,
          translation: row.career_track.translation,
        },
      };
    },
  };
}

export type PostsPresenter = ReturnType<typeof createPostsPresenter>;
