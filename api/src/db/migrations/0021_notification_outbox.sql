CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"user_type" smallint NOT NULL,
	"tx_type" smallint NOT NULL,
	"meta_data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;