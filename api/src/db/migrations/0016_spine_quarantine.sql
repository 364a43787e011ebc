CREATE TABLE "chain_quarantines" (
	"chain_id" integer NOT NULL,
	"projector" text NOT NULL,
	"from_block" bigint NOT NULL,
	"error" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chain_quarantines_chain_id_projector_pk" PRIMARY KEY("chain_id","projector")
);
--> statement-breakpoint
ALTER TABLE "package_funding" ADD COLUMN "read_block" bigint;
--> statement-breakpoint
UPDATE "package_funding" SET "read_block" = "updated_block";
--> statement-breakpoint
ALTER TABLE "package_funding" ALTER COLUMN "read_block" SET NOT NULL;