CREATE TABLE "goal_shares" (
	"user_id" uuid NOT NULL,
	"educator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_shares_user_id_educator_id_pk" PRIMARY KEY("user_id","educator_id"),
	CONSTRAINT "goal_shares_not_self" CHECK ("goal_shares"."user_id" <> "goal_shares"."educator_id")
);
--> statement-breakpoint
ALTER TABLE "goal_shares" ADD CONSTRAINT "goal_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_shares" ADD CONSTRAINT "goal_shares_educator_id_users_id_fk" FOREIGN KEY ("educator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_shares_educator_idx" ON "goal_shares" USING btree ("educator_id","created_at","user_id");