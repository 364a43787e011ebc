CREATE TABLE "captcha_failures" (
	"ip" text PRIMARY KEY NOT NULL,
	"score" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "picture" "bytea";--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "piece" "bytea";--> statement-breakpoint
CREATE INDEX "captcha_challenges_client_ip_idx" ON "captcha_challenges" USING btree ("client_ip","seq");