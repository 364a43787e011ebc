-- Tables take their feature's name (decision 0053). Renames keep every row; no index is rebuilt.
ALTER TABLE "pawn_shops" RENAME TO "shops";--> statement-breakpoint
ALTER TABLE "lending_settings" RENAME TO "shop_lending_settings";--> statement-breakpoint
ALTER TABLE "loan_packages" RENAME TO "packages";--> statement-breakpoint
ALTER TABLE "lending_packages" RENAME TO "package_chain_states";--> statement-breakpoint
ALTER TABLE "lending_submissions" RENAME TO "package_submissions";--> statement-breakpoint
ALTER TABLE "pawn_collateral_details" RENAME TO "lending_collateral_details";--> statement-breakpoint
ALTER TABLE "pawn_offer_details" RENAME TO "lending_offer_details";--> statement-breakpoint
ALTER TABLE "lending_reputation_changes" RENAME TO "reputation_changes";--> statement-breakpoint
ALTER TABLE "lending_undo" RENAME TO "chain_undo_journal";--> statement-breakpoint
-- Their keys, constraints, indexes and sequences take the names a new table of that name would get.
ALTER TABLE "shops" RENAME CONSTRAINT "pawn_shops_pkey" TO "shops_pkey";--> statement-breakpoint
ALTER SEQUENCE "pawn_shops_id_seq" RENAME TO "shops_id_seq";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "pawn_shops_user_id_unique" TO "shops_user_id_unique";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "pawn_shops_user_id_users_id_fk" TO "shops_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "pawn_shops_type_idx" RENAME TO "shops_type_idx";--> statement-breakpoint
ALTER INDEX "pawn_shops_wallet_idx" RENAME TO "shops_wallet_idx";--> statement-breakpoint
ALTER TABLE "shop_lending_settings" RENAME CONSTRAINT "lending_settings_pkey" TO "shop_lending_settings_pkey";--> statement-breakpoint
ALTER TABLE "shop_lending_settings" RENAME CONSTRAINT "lending_settings_pawn_shop_id_pawn_shops_id_fk" TO "shop_lending_settings_pawn_shop_id_shops_id_fk";--> statement-breakpoint
ALTER TABLE "packages" RENAME CONSTRAINT "loan_packages_pkey" TO "packages_pkey";--> statement-breakpoint
ALTER SEQUENCE "loan_packages_id_seq" RENAME TO "packages_id_seq";--> statement-breakpoint
ALTER TABLE "packages" RENAME CONSTRAINT "loan_packages_pawn_shop_id_pawn_shops_id_fk" TO "packages_pawn_shop_id_shops_id_fk";--> statement-breakpoint
ALTER INDEX "loan_packages_shop_idx" RENAME TO "packages_shop_idx";--> statement-breakpoint
ALTER INDEX "loan_packages_chain_package_idx" RENAME TO "packages_chain_package_idx";--> statement-breakpoint
ALTER TABLE "negotiations" RENAME CONSTRAINT "negotiations_package_id_loan_packages_id_fk" TO "negotiations_package_id_packages_id_fk";--> statement-breakpoint
ALTER TABLE "package_chain_states" RENAME CONSTRAINT "lending_packages_chain_id_contract_id_pk" TO "package_chain_states_chain_id_contract_id_pk";--> statement-breakpoint
ALTER INDEX "lending_packages_owner_idx" RENAME TO "package_chain_states_owner_idx";--> statement-breakpoint
ALTER TABLE "package_submissions" RENAME CONSTRAINT "lending_submissions_chain_id_contract_id_pk" TO "package_submissions_chain_id_contract_id_pk";--> statement-breakpoint
ALTER INDEX "lending_submissions_package_idx" RENAME TO "package_submissions_package_idx";--> statement-breakpoint
ALTER INDEX "lending_submissions_collateral_idx" RENAME TO "package_submissions_collateral_idx";--> statement-breakpoint
ALTER TABLE "lending_collateral_details" RENAME CONSTRAINT "pawn_collateral_details_chain_id_contract_collateral_id_pk" TO "lending_collateral_details_chain_id_contract_collateral_id_pk";--> statement-breakpoint
ALTER TABLE "lending_offer_details" RENAME CONSTRAINT "pawn_offer_details_chain_id_contract_offer_id_pk" TO "lending_offer_details_chain_id_contract_offer_id_pk";--> statement-breakpoint
ALTER TABLE "reputation_changes" RENAME CONSTRAINT "lending_reputation_changes_chain_id_tx_hash_log_index_pk" TO "reputation_changes_chain_id_tx_hash_log_index_pk";--> statement-breakpoint
ALTER INDEX "lending_reputation_changes_wallet_idx" RENAME TO "reputation_changes_wallet_idx";--> statement-breakpoint
ALTER TABLE "chain_undo_journal" RENAME CONSTRAINT "lending_undo_pkey" TO "chain_undo_journal_pkey";--> statement-breakpoint
ALTER SEQUENCE "lending_undo_seq_seq" RENAME TO "chain_undo_journal_seq_seq";--> statement-breakpoint
ALTER INDEX "lending_undo_block_idx" RENAME TO "chain_undo_journal_block_idx";--> statement-breakpoint
-- The undo journal names the table of each row it keeps, for a rollback to restore it there. Of the renamed tables
-- only the index's packages and submissions are journaled (the others have no updated_block, so no undo).
UPDATE "chain_undo_journal" SET "table_name" = CASE "table_name"
  WHEN 'lending_packages' THEN 'package_chain_states'
  WHEN 'lending_submissions' THEN 'package_submissions'
END
WHERE "table_name" IN ('lending_packages', 'lending_submissions');
