CREATE INDEX "skills_created_by_idx" ON "skills" USING btree ("created_by") WHERE "skills"."created_by" is not null;--> statement-breakpoint
CREATE INDEX "posts_prev_post_idx" ON "posts" USING btree ("prev_post_id") WHERE "posts"."prev_post_id" is not null;--> statement-breakpoint
CREATE INDEX "posts_next_post_idx" ON "posts" USING btree ("next_post_id") WHERE "posts"."next_post_id" is not null;--> statement-breakpoint
CREATE INDEX "user_skills_skill_idx" ON "user_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "notifications_post_idx" ON "notifications" USING btree ("post_id") WHERE "notifications"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_comment_idx" ON "notifications" USING btree ("comment_id") WHERE "notifications"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_track_idx" ON "notifications" USING btree ("career_track_id") WHERE "notifications"."career_track_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_other_track_idx" ON "notifications" USING btree ("other_career_track_id") WHERE "notifications"."other_career_track_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_subscription_idx" ON "notifications" USING btree ("subscription_id") WHERE "notifications"."subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "goal_skills_skill_idx" ON "goal_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "goal_events_skill_idx" ON "goal_events" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "moderation_decisions_moderator_idx" ON "moderation_decisions" USING btree ("moderator_id") WHERE "moderation_decisions"."moderator_id" is not null;--> statement-breakpoint
CREATE INDEX "skill_evidence_by_skill_idx" ON "skill_evidence" USING btree ("skill_id");