CREATE TABLE "retired_skill_keys" (
	"name_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "industries" ADD COLUMN "names_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "skills" ADD COLUMN "names_edited_at" timestamp with time zone;