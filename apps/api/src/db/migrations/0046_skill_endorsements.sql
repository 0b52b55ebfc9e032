CREATE TABLE "skill_endorsements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"endorser_id" uuid NOT NULL,
	"relation" text NOT NULL,
	"level" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_endorsements_not_self" CHECK ("skill_endorsements"."user_id" <> "skill_endorsements"."endorser_id"),
	CONSTRAINT "skill_endorsements_relation_check" CHECK (relation in ('colleague', 'manager', 'teacher', 'classmate', 'client')),
	CONSTRAINT "skill_endorsements_level_check" CHECK (level in ('Beginner', 'Know-how', 'Applied Experience', 'Strong Experience', 'Expert')),
	CONSTRAINT "skill_endorsements_status_check" CHECK (status in ('new', 'accepted', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "skill_endorsements" ADD CONSTRAINT "skill_endorsements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_endorsements" ADD CONSTRAINT "skill_endorsements_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_endorsements" ADD CONSTRAINT "skill_endorsements_endorser_id_users_id_fk" FOREIGN KEY ("endorser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "skill_endorsements_one_key" ON "skill_endorsements" USING btree ("user_id","skill_id","endorser_id");--> statement-breakpoint
CREATE INDEX "skill_endorsements_skill_idx" ON "skill_endorsements" USING btree ("user_id","skill_id","id");--> statement-breakpoint
CREATE INDEX "skill_endorsements_endorser_idx" ON "skill_endorsements" USING btree ("endorser_id");