ALTER TABLE "nft_tokens" ADD COLUMN "open_sales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- An NFT on sale names its cheapest open sale (status 1, open), no longer its newest, and counts its open sales.
UPDATE "nft_tokens" SET "open_sales" = cheapest."n", "price" = cheapest."unit_price", "pay_token" = cheapest."pay_token", "market_id" = cheapest."id"
FROM (
  SELECT DISTINCT ON ("nft_id") "nft_id", "id", "unit_price", "pay_token", (count(*) OVER (PARTITION BY "nft_id"))::int AS "n"
  FROM "nft_listings" WHERE "status" = 1 ORDER BY "nft_id", "unit_price", "id"
) cheapest
WHERE "nft_tokens"."id" = cheapest."nft_id" AND "nft_tokens"."status" = 3;--> statement-breakpoint
-- Versions kept for rollbacks predate the column (a restore fills every column): an NFT on sale (3) had a sale open.
UPDATE "lending_undo" SET "previous" = "previous" || jsonb_build_object('open_sales', CASE WHEN ("previous"->>'status')::int = 3 THEN 1 ELSE 0 END)
WHERE "table_name" = 'nft_tokens' AND "previous"->'open_sales' IS NULL;
