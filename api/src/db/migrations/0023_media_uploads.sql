CREATE TABLE "media_uploads" (
	"cid" text NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text NOT NULL,
	"bytes" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"named_at" timestamp with time zone,
	CONSTRAINT "media_uploads_cid_user_id_pk" PRIMARY KEY("cid","user_id")
);
--> statement-breakpoint
CREATE INDEX "media_uploads_unnamed_user_idx" ON "media_uploads" USING btree ("user_id") WHERE "media_uploads"."named_at" is null;--> statement-breakpoint
CREATE INDEX "media_uploads_ip_idx" ON "media_uploads" USING btree ("ip","uploaded_at");--> statement-breakpoint
CREATE INDEX "media_uploads_unnamed_uploaded_idx" ON "media_uploads" USING btree ("uploaded_at") WHERE "media_uploads"."named_at" is null;