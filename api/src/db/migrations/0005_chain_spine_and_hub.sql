CREATE TABLE "chain_blocks" (
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	CONSTRAINT "chain_blocks_chain_id_block_number_pk" PRIMARY KEY("chain_id","block_number")
);
--> statement-breakpoint
CREATE TABLE "chain_processed_logs" (
	"chain_id" integer NOT NULL,
	"projector" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	CONSTRAINT "chain_processed_logs_chain_id_projector_tx_hash_log_index_pk" PRIMARY KEY("chain_id","projector","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "hub_fee_wallet_changes" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"wallet" text NOT NULL,
	CONSTRAINT "hub_fee_wallet_changes_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "hub_price_feed_changes" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"token" text NOT NULL,
	"feed" text,
	"heartbeat" integer,
	CONSTRAINT "hub_price_feed_changes_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "hub_registry_changes" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"key" text NOT NULL,
	"address" text NOT NULL,
	CONSTRAINT "hub_registry_changes_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "hub_whitelist_changes" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"list" text NOT NULL,
	"asset" text NOT NULL,
	"whitelisted" boolean NOT NULL,
	CONSTRAINT "hub_whitelist_changes_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
ALTER TABLE "chain_checkpoints" ALTER COLUMN "block_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_checkpoints" ADD COLUMN "sources" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "chain_processed_logs_block_idx" ON "chain_processed_logs" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "hub_price_feed_changes_key_idx" ON "hub_price_feed_changes" USING btree ("chain_id","contract","token");--> statement-breakpoint
CREATE INDEX "hub_registry_changes_key_idx" ON "hub_registry_changes" USING btree ("chain_id","contract","key");--> statement-breakpoint
CREATE INDEX "hub_whitelist_changes_key_idx" ON "hub_whitelist_changes" USING btree ("chain_id","contract","list","asset");