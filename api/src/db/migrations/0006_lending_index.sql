CREATE TABLE "lending_collaterals" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"id" bigint NOT NULL,
	"borrower" text NOT NULL,
	"kind" smallint NOT NULL,
	"token" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"loan_token" text NOT NULL,
	"duration_qty" integer NOT NULL,
	"duration_unit" smallint NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_collaterals_chain_id_contract_id_pk" PRIMARY KEY("chain_id","contract","id")
);
--> statement-breakpoint
CREATE TABLE "lending_loan_cycles" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"loan_id" bigint NOT NULL,
	"cycle" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"interest_owed" numeric(78, 0) NOT NULL,
	"penalty_owed" numeric(78, 0) NOT NULL,
	"closed_late" boolean,
	"created_at" timestamp with time zone NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_loan_cycles_chain_id_contract_loan_id_cycle_pk" PRIMARY KEY("chain_id","contract","loan_id","cycle")
);
--> statement-breakpoint
CREATE TABLE "lending_loans" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"id" bigint NOT NULL,
	"collateral_id" bigint NOT NULL,
	"lender" text NOT NULL,
	"borrower" text NOT NULL,
	"principal" numeric(78, 0) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"maturity" timestamp with time zone NOT NULL,
	"config_id" integer NOT NULL,
	"repay_per_loan_ray" numeric(78, 0) NOT NULL,
	"status" smallint NOT NULL,
	"late_count" integer NOT NULL,
	"current_cycle" integer,
	"cycle_due_at" timestamp with time zone,
	"cycle_ends_at" timestamp with time zone,
	"interest_owed" numeric(78, 0) NOT NULL,
	"penalty_owed" numeric(78, 0) NOT NULL,
	"liquidation_reason" smallint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_loans_chain_id_contract_id_pk" PRIMARY KEY("chain_id","contract","id")
);
--> statement-breakpoint
CREATE TABLE "lending_offers" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"id" bigint NOT NULL,
	"collateral_id" bigint NOT NULL,
	"lender" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"loan_token" text NOT NULL,
	"repayment_token" text NOT NULL,
	"interest_rate" integer NOT NULL,
	"liquidation_threshold" integer NOT NULL,
	"duration_qty" integer NOT NULL,
	"duration_unit" smallint NOT NULL,
	"cycle_unit" smallint NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_offers_chain_id_contract_id_pk" PRIMARY KEY("chain_id","contract","id")
);
--> statement-breakpoint
CREATE TABLE "lending_config_changes" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"config_id" integer NOT NULL,
	"system_fee" integer NOT NULL,
	"penalty_rate" integer NOT NULL,
	"prepaid_fee_rate" integer NOT NULL,
	"late_threshold" integer NOT NULL,
	CONSTRAINT "lending_config_changes_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "lending_credits" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"account" text NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"claimed_to" text,
	CONSTRAINT "lending_credits_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "lending_emergency_withdrawals" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"kind" smallint NOT NULL,
	"token" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"receiver" text NOT NULL,
	CONSTRAINT "lending_emergency_withdrawals_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "lending_liquidations" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"loan_id" bigint NOT NULL,
	"collateral_id" bigint NOT NULL,
	"reason" smallint NOT NULL,
	"to_lender" numeric(78, 0) NOT NULL,
	"to_fee_wallet" numeric(78, 0) NOT NULL,
	"liquidated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_liquidations_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "lending_repayments" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"loan_id" bigint NOT NULL,
	"payer" text NOT NULL,
	"penalty" numeric(78, 0) NOT NULL,
	"interest" numeric(78, 0) NOT NULL,
	"principal" numeric(78, 0) NOT NULL,
	"prepaid_fee" numeric(78, 0) NOT NULL,
	"system_fee" numeric(78, 0) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_repayments_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "lending_packages" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"id" bigint NOT NULL,
	"owner" text NOT NULL,
	"package_type" smallint NOT NULL,
	"loan_token" text NOT NULL,
	"min_amount" numeric(78, 0) NOT NULL,
	"max_amount" numeric(78, 0) NOT NULL,
	"repayment_token" text NOT NULL,
	"interest_rate" integer NOT NULL,
	"min_duration" integer NOT NULL,
	"max_duration" integer NOT NULL,
	"duration_unit" smallint NOT NULL,
	"cycle_unit" smallint NOT NULL,
	"ltv" integer NOT NULL,
	"liquidation_threshold" integer NOT NULL,
	"collaterals" text[] NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_packages_chain_id_contract_id_pk" PRIMARY KEY("chain_id","contract","id")
);
--> statement-breakpoint
CREATE TABLE "lending_submissions" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"id" bigint NOT NULL,
	"package_id" bigint NOT NULL,
	"collateral_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"loan_id" bigint,
	"min_amount" numeric(78, 0) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_submissions_chain_id_contract_id_pk" PRIMARY KEY("chain_id","contract","id")
);
--> statement-breakpoint
CREATE TABLE "lending_reputation_changes" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"wallet" text NOT NULL,
	"reason" smallint NOT NULL,
	"points" bigint NOT NULL,
	"borrower_score" bigint NOT NULL,
	"lender_score" bigint NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lending_reputation_changes_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "lending_undo" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"table_name" text NOT NULL,
	"previous" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "source_key" text;--> statement-breakpoint
CREATE INDEX "lending_collaterals_status_idx" ON "lending_collaterals" USING btree ("chain_id","contract","status","id");--> statement-breakpoint
CREATE INDEX "lending_collaterals_token_idx" ON "lending_collaterals" USING btree ("chain_id","contract","token","id");--> statement-breakpoint
CREATE INDEX "lending_collaterals_borrower_idx" ON "lending_collaterals" USING btree ("chain_id","contract","borrower","id");--> statement-breakpoint
CREATE INDEX "lending_loans_status_idx" ON "lending_loans" USING btree ("chain_id","contract","status","id");--> statement-breakpoint
CREATE INDEX "lending_loans_borrower_idx" ON "lending_loans" USING btree ("chain_id","contract","borrower","id");--> statement-breakpoint
CREATE INDEX "lending_loans_lender_idx" ON "lending_loans" USING btree ("chain_id","contract","lender","id");--> statement-breakpoint
CREATE INDEX "lending_offers_collateral_idx" ON "lending_offers" USING btree ("chain_id","contract","collateral_id","id");--> statement-breakpoint
CREATE INDEX "lending_offers_lender_idx" ON "lending_offers" USING btree ("chain_id","contract","lender","id");--> statement-breakpoint
CREATE INDEX "lending_config_changes_id_idx" ON "lending_config_changes" USING btree ("chain_id","contract","config_id");--> statement-breakpoint
CREATE INDEX "lending_credits_account_idx" ON "lending_credits" USING btree ("chain_id","contract","account","token");--> statement-breakpoint
CREATE INDEX "lending_liquidations_loan_idx" ON "lending_liquidations" USING btree ("chain_id","contract","loan_id");--> statement-breakpoint
CREATE INDEX "lending_repayments_loan_idx" ON "lending_repayments" USING btree ("chain_id","contract","loan_id","block_number");--> statement-breakpoint
CREATE INDEX "lending_packages_owner_idx" ON "lending_packages" USING btree ("chain_id","contract","owner","id");--> statement-breakpoint
CREATE INDEX "lending_submissions_package_idx" ON "lending_submissions" USING btree ("chain_id","contract","package_id","id");--> statement-breakpoint
CREATE INDEX "lending_submissions_collateral_idx" ON "lending_submissions" USING btree ("chain_id","contract","collateral_id");--> statement-breakpoint
CREATE INDEX "lending_reputation_changes_wallet_idx" ON "lending_reputation_changes" USING btree ("chain_id","contract","wallet","block_number","log_index");--> statement-breakpoint
CREATE INDEX "lending_undo_block_idx" ON "lending_undo" USING btree ("chain_id","block_number");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_source_key_unique" UNIQUE("source_key");