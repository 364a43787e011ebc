DROP INDEX "loan_packages_chain_package_idx";--> statement-breakpoint
ALTER TABLE "loan_packages" ADD COLUMN "chain_package_tx_hash" text;--> statement-breakpoint
ALTER TABLE "negotiations" ADD COLUMN "collateral_tx_hash" text;--> statement-breakpoint
ALTER TABLE "signed_offers" ADD COLUMN "collateral_tx_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_packages_chain_package_idx" ON "loan_packages" USING btree ("chain_package_id","chain_package_tx_hash");--> statement-breakpoint
-- Rows made before this migration are tied to the creating transaction the index holds for their id now.
UPDATE "loan_packages" SET "chain_package_tx_hash" = (SELECT p."tx_hash" FROM "lending_packages" p WHERE p."id" = "loan_packages"."chain_package_id" ORDER BY p."block_number" DESC LIMIT 1) WHERE "chain_package_id" IS NOT NULL;--> statement-breakpoint
UPDATE "negotiations" SET "collateral_tx_hash" = (SELECT c."tx_hash" FROM "lending_collaterals" c WHERE c."chain_id" = "negotiations"."chain_id" AND c."id" = "negotiations"."collateral_id" ORDER BY c."block_number" DESC LIMIT 1);--> statement-breakpoint
UPDATE "signed_offers" SET "collateral_tx_hash" = (SELECT c."tx_hash" FROM "lending_collaterals" c WHERE c."chain_id" = "signed_offers"."chain_id" AND c."id" = "signed_offers"."collateral_id" ORDER BY c."block_number" DESC LIMIT 1);
