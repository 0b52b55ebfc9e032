ALTER TABLE "post_comments" ADD COLUMN "is_plain_text" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "moderation_cases_erase_idx" ON "moderation_cases" USING btree ("snapshot_erase_at") WHERE "moderation_cases"."snapshot_erase_at" is not null;--> statement-breakpoint
CREATE INDEX "moderation_decisions_created_idx" ON "moderation_decisions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at");