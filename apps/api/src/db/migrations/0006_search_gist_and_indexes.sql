DROP INDEX "career_tracks_title_trgm_idx";--> statement-breakpoint
DROP INDEX "hashtags_tag_trgm_idx";--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "post_comments_user_idx" ON "post_comments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_follows_follower_created_idx" ON "user_follows" USING btree ("follower_id","created_at","followee_id");--> statement-breakpoint
CREATE INDEX "user_follows_followee_created_idx" ON "user_follows" USING btree ("followee_id","created_at","follower_id");--> statement-breakpoint
CREATE INDEX "career_tracks_title_trgm_idx" ON "career_tracks" USING gist (ladder_search_key("title") gist_trgm_ops) WHERE "career_tracks"."status" = 'shared';--> statement-breakpoint
CREATE INDEX "hashtags_tag_trgm_idx" ON "hashtags" USING gist (ladder_search_key("tag") gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gist (ladder_search_key("name" || ' ' || "username") gist_trgm_ops);