CREATE TABLE "lending_collateral_events" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"collateral_id" bigint NOT NULL,
	"event" text NOT NULL,
	"wallet" text,
	"offer_id" bigint,
	"loan_id" bigint,
	"token" text,
	"amount" numeric(78, 0),
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_collateral_events_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "lending_token_totals" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"token" text NOT NULL,
	"collateral_locked" numeric(78, 0) NOT NULL,
	"collateral_count" integer NOT NULL,
	"loans_started" integer NOT NULL,
	"loans_completed" integer NOT NULL,
	"loans_liquidated" integer NOT NULL,
	"loan_volume" numeric(78, 0) NOT NULL,
	"principal_outstanding" numeric(78, 0) NOT NULL,
	"interest_paid" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_token_totals_chain_id_contract_token_pk" PRIMARY KEY("chain_id","contract","token")
);
--> statement-breakpoint
CREATE TABLE "pawn_collateral_details" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"collateral_id" bigint NOT NULL,
	"created_tx_hash" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pawn_collateral_details_chain_id_contract_collateral_id_pk" PRIMARY KEY("chain_id","contract","collateral_id")
);
--> statement-breakpoint
CREATE TABLE "pawn_offer_details" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"offer_id" bigint NOT NULL,
	"created_tx_hash" text NOT NULL,
	"message" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pawn_offer_details_chain_id_contract_offer_id_pk" PRIMARY KEY("chain_id","contract","offer_id")
);
--> statement-breakpoint
CREATE INDEX "lending_collateral_events_collateral_idx" ON "lending_collateral_events" USING btree ("chain_id","contract","collateral_id","block_number","log_index");