CREATE TABLE "package_funding" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"token" text NOT NULL,
	"owner" text NOT NULL,
	"balance" numeric(78, 0) NOT NULL,
	"allowance" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "package_funding_chain_id_token_owner_pk" PRIMARY KEY("chain_id","token","owner")
);
