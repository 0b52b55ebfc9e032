CREATE TABLE "share_cards" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_cards_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "share_cards_kind_check" CHECK ("share_cards"."kind" in ('track', 'post', 'profile'))
);
--> statement-breakpoint
ALTER TABLE "career_tracks" ADD COLUMN "previews_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "share_cards" ADD CONSTRAINT "share_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_cards_key_idx" ON "share_cards" USING btree ("key");--> statement-breakpoint
CREATE INDEX "share_cards_user_idx" ON "share_cards" USING btree ("user_id");