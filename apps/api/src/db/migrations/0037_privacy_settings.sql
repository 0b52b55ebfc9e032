ALTER TABLE "users" ADD COLUMN "privacy_follows" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_activity" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_skills" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_goals" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_privacy_check" CHECK ("users"."privacy_follows" in ('everyone', 'members', 'only_me') and "users"."privacy_activity" in ('everyone', 'members', 'only_me')
        and "users"."privacy_skills" in ('everyone', 'members', 'only_me') and "users"."privacy_goals" in ('everyone', 'members', 'only_me'));--> statement-breakpoint
-- hand-written below
-- A member who had made their skills private keeps them, and their goals, to themself (docs/decisions/0060-privacy-settings.md).
UPDATE "users" SET "privacy_skills" = 'only_me', "privacy_goals" = 'only_me' WHERE NOT "skills_public";
