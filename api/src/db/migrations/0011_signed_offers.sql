CREATE TABLE "signed_offer_events" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"kind" text NOT NULL,
	"lender" text NOT NULL,
	"nonce" numeric(78, 0) NOT NULL,
	"offer_hash" text,
	"loan_id" bigint,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "signed_offer_events_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "signed_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"hash" text NOT NULL,
	"lender" text NOT NULL,
	"collateral_id" bigint NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"loan_token" text NOT NULL,
	"repayment_token" text NOT NULL,
	"interest_rate" integer NOT NULL,
	"liquidation_threshold" integer NOT NULL,
	"duration_qty" integer NOT NULL,
	"duration_unit" smallint NOT NULL,
	"cycle_unit" smallint NOT NULL,
	"nonce" numeric(78, 0) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"signature" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signed_offers" ADD CONSTRAINT "signed_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signed_offer_events_lender_idx" ON "signed_offer_events" USING btree ("chain_id","contract","lender","kind");--> statement-breakpoint
CREATE INDEX "signed_offer_events_hash_idx" ON "signed_offer_events" USING btree ("chain_id","contract","offer_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signed_offers_hash_idx" ON "signed_offers" USING btree ("chain_id","contract","hash");--> statement-breakpoint
CREATE INDEX "signed_offers_collateral_idx" ON "signed_offers" USING btree ("chain_id","collateral_id","id");--> statement-breakpoint
CREATE INDEX "signed_offers_lender_idx" ON "signed_offers" USING btree ("lender","id");