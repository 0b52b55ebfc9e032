CREATE INDEX "post_media_thumbnail_key_idx" ON "post_media" USING btree ("thumbnail_key");--> statement-breakpoint
CREATE INDEX "users_photo_path_idx" ON "users" USING btree ("photo_path");--> statement-breakpoint
CREATE INDEX "users_cover_photo_path_idx" ON "users" USING btree ("cover_photo_path");