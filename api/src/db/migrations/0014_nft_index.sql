CREATE TABLE "nft_balances" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"owner" text NOT NULL,
	"nft_id" bigint NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_balances_chain_id_collection_token_id_owner_pk" PRIMARY KEY("chain_id","collection","token_id","owner")
);
--> statement-breakpoint
CREATE TABLE "nft_collections" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"address" text NOT NULL,
	"kind" smallint NOT NULL,
	"soft" boolean NOT NULL,
	"source" text NOT NULL,
	"creator" text,
	"name" text,
	"symbol" text,
	"contract_uri" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_collections_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "nft_token_counts" (
	"chain_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"collection" text NOT NULL,
	"pay_token" text NOT NULL,
	"nfts" integer NOT NULL,
	CONSTRAINT "nft_token_counts_chain_id_status_collection_pay_token_pk" PRIMARY KEY("chain_id","status","collection","pay_token")
);
--> statement-breakpoint
CREATE TABLE "nft_tokens" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"id" bigserial NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"kind" smallint NOT NULL,
	"soft" boolean NOT NULL,
	"creator" text,
	"token_uri" text,
	"royalty_bps" integer,
	"supply" numeric(78, 0),
	"name" text,
	"description" text,
	"image" text,
	"animation_url" text,
	"search_text" text NOT NULL,
	"status" smallint NOT NULL,
	"pay_token" text,
	"price" numeric(78, 0),
	"market_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_tokens_chain_id_collection_token_id_pk" PRIMARY KEY("chain_id","collection","token_id")
);
--> statement-breakpoint
CREATE TABLE "nft_auctions" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"id" bigint NOT NULL,
	"seller" text NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"nft_id" bigint NOT NULL,
	"quantity" numeric(78, 0) NOT NULL,
	"pay_token" text NOT NULL,
	"start_price" numeric(78, 0) NOT NULL,
	"buy_out_price" numeric(78, 0) NOT NULL,
	"price_step" numeric(78, 0) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"operator" text,
	"highest_bidder" text,
	"highest_bid" numeric(78, 0),
	"bids" integer NOT NULL,
	"winner" text,
	"final_price" numeric(78, 0),
	"fee" numeric(78, 0),
	"royalty" numeric(78, 0),
	"created_at" timestamp with time zone NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_auctions_chain_id_contract_id_pk" PRIMARY KEY("chain_id","contract","id")
);
--> statement-breakpoint
CREATE TABLE "nft_bids" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"auction_id" bigint NOT NULL,
	"nft_id" bigint NOT NULL,
	"bidder" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"previous_bidder" text,
	"previous_amount" numeric(78, 0) NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_bids_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "nft_events" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"nft_id" bigint NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"type" smallint NOT NULL,
	"from_wallet" text,
	"to_wallet" text,
	"quantity" numeric(78, 0) NOT NULL,
	"pay_token" text,
	"price" numeric(78, 0),
	"listing_id" bigint,
	"auction_id" bigint,
	"collateral_id" bigint,
	"contract_id" bigint,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_events_chain_id_tx_hash_log_index_nft_id_pk" PRIMARY KEY("chain_id","tx_hash","log_index","nft_id")
);
--> statement-breakpoint
CREATE TABLE "nft_listings" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"id" bigint NOT NULL,
	"seller" text NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"nft_id" bigint NOT NULL,
	"quantity" numeric(78, 0) NOT NULL,
	"remaining" numeric(78, 0) NOT NULL,
	"pay_token" text NOT NULL,
	"unit_price" numeric(78, 0) NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_listings_chain_id_contract_id_pk" PRIMARY KEY("chain_id","contract","id")
);
--> statement-breakpoint
CREATE TABLE "nft_purchases" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"listing_id" bigint NOT NULL,
	"nft_id" bigint NOT NULL,
	"seller" text NOT NULL,
	"buyer" text NOT NULL,
	"quantity" numeric(78, 0) NOT NULL,
	"pay_token" text NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"royalty" numeric(78, 0) NOT NULL,
	"royalty_receiver" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "nft_purchases_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "nft_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"moderated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "nft_comments" ADD CONSTRAINT "nft_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_comments" ADD CONSTRAINT "nft_comments_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_balances_owner_idx" ON "nft_balances" USING btree ("chain_id","owner","nft_id");--> statement-breakpoint
CREATE INDEX "nft_balances_nft_idx" ON "nft_balances" USING btree ("nft_id","amount");--> statement-breakpoint
CREATE INDEX "nft_collections_creator_idx" ON "nft_collections" USING btree ("chain_id","creator");--> statement-breakpoint
CREATE INDEX "nft_collections_block_idx" ON "nft_collections" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_tokens_id_idx" ON "nft_tokens" USING btree ("id");--> statement-breakpoint
CREATE INDEX "nft_tokens_chain_idx" ON "nft_tokens" USING btree ("chain_id","id");--> statement-breakpoint
CREATE INDEX "nft_tokens_status_idx" ON "nft_tokens" USING btree ("chain_id","status","id");--> statement-breakpoint
CREATE INDEX "nft_tokens_collection_idx" ON "nft_tokens" USING btree ("chain_id","collection","id");--> statement-breakpoint
CREATE INDEX "nft_tokens_creator_idx" ON "nft_tokens" USING btree ("chain_id","creator","id");--> statement-breakpoint
CREATE INDEX "nft_tokens_price_idx" ON "nft_tokens" USING btree ("chain_id","status","pay_token","price","id");--> statement-breakpoint
CREATE INDEX "nft_tokens_price_asc_idx" ON "nft_tokens" USING btree ("chain_id","price","id");--> statement-breakpoint
CREATE INDEX "nft_tokens_price_desc_idx" ON "nft_tokens" USING btree ("chain_id","price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "nft_tokens_search_trgm_idx" ON "nft_tokens" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "nft_auctions_nft_idx" ON "nft_auctions" USING btree ("nft_id","status","id");--> statement-breakpoint
CREATE INDEX "nft_auctions_seller_idx" ON "nft_auctions" USING btree ("chain_id","seller","id");--> statement-breakpoint
CREATE INDEX "nft_auctions_status_idx" ON "nft_auctions" USING btree ("chain_id","status","id");--> statement-breakpoint
CREATE INDEX "nft_bids_auction_idx" ON "nft_bids" USING btree ("chain_id","contract","auction_id","block_number");--> statement-breakpoint
CREATE INDEX "nft_bids_bidder_idx" ON "nft_bids" USING btree ("chain_id","bidder","auction_id");--> statement-breakpoint
CREATE INDEX "nft_events_nft_idx" ON "nft_events" USING btree ("nft_id","block_number","log_index");--> statement-breakpoint
CREATE INDEX "nft_listings_nft_idx" ON "nft_listings" USING btree ("nft_id","status","id");--> statement-breakpoint
CREATE INDEX "nft_listings_seller_idx" ON "nft_listings" USING btree ("chain_id","seller","id");--> statement-breakpoint
CREATE INDEX "nft_listings_status_idx" ON "nft_listings" USING btree ("chain_id","status","id");--> statement-breakpoint
CREATE INDEX "nft_purchases_listing_idx" ON "nft_purchases" USING btree ("chain_id","contract","listing_id");--> statement-breakpoint
CREATE INDEX "nft_purchases_buyer_idx" ON "nft_purchases" USING btree ("chain_id","buyer");--> statement-breakpoint
CREATE INDEX "nft_comments_nft_idx" ON "nft_comments" USING btree ("chain_id","collection","token_id","id");--> statement-breakpoint
-- nft_token_counts follows every row change of nft_tokens, whoever makes it (the projector, a rollback's restore
-- or delete): the search's totals are sums of its buckets (docs/decisions/0030-nft-index-and-api.md).
CREATE FUNCTION nft_token_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE nft_token_counts SET nfts = nfts - 1
      WHERE chain_id = OLD.chain_id AND status = OLD.status AND collection = OLD.collection AND pay_token = coalesce(OLD.pay_token, '');
    DELETE FROM nft_token_counts
      WHERE chain_id = OLD.chain_id AND status = OLD.status AND collection = OLD.collection AND pay_token = coalesce(OLD.pay_token, '')
      AND nfts = 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO nft_token_counts (chain_id, status, collection, pay_token, nfts)
      VALUES (NEW.chain_id, NEW.status, NEW.collection, coalesce(NEW.pay_token, ''), 1)
      ON CONFLICT (chain_id, status, collection, pay_token) DO UPDATE SET nfts = nft_token_counts.nfts + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER nft_token_counts_follow
  AFTER INSERT OR DELETE OR UPDATE OF chain_id, status, collection, pay_token ON nft_tokens
  FOR EACH ROW EXECUTE FUNCTION nft_token_counts_follow();
