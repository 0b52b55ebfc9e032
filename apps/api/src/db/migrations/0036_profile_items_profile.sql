CREATE TABLE "profile_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"organization" text NOT NULL,
	"place" text,
	"start_month" text NOT NULL,
	"end_month" text,
	"description" text,
	"visibility" text DEFAULT 'public' NOT NULL,
	"credential_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_items_kind_check" CHECK (kind in ('experience', 'education', 'certificate')),
	CONSTRAINT "profile_items_visibility_check" CHECK (visibility in ('public', 'members', 'private')),
	CONSTRAINT "profile_items_months_check" CHECK ("profile_items"."end_month" is null or "profile_items"."end_month" >= "profile_items"."start_month")
);
--> statement-breakpoint
ALTER TABLE "profile_items" ADD CONSTRAINT "profile_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_items_user_idx" ON "profile_items" USING btree ("user_id");