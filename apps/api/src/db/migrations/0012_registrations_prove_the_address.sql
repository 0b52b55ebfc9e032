ALTER TABLE "one_time_tokens" ADD COLUMN "hashed_password" text;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "name" text;--> statement-breakpoint
CREATE INDEX "users_pending_idx" ON "users" USING btree ("created_at") WHERE "users"."activated_at" is null and "users"."deactivated_at" is null;--> statement-breakpoint
-- A registration's password moves from the pending account to its live activation links: it
-- counts only once its chooser has proven the address (docs/decisions/0018).
UPDATE "one_time_tokens" t SET "hashed_password" = u."hashed_password", "name" = u."name"
  FROM "users" u
  WHERE t."user_id" = u."id" AND t."purpose" = 'activation' AND t."used_at" IS NULL
    AND u."activated_at" IS NULL AND u."deactivated_at" IS NULL;--> statement-breakpoint
UPDATE "users" SET "hashed_password" = NULL WHERE "activated_at" IS NULL AND "deactivated_at" IS NULL;
