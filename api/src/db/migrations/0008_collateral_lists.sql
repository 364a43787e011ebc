-- The collateral lists at 100,000 rows (docs/decisions/0016-lending-index.md): a trigram index for searching
-- part of a wallet, and per-bucket counts for the totals. pg_trgm ships with PostgreSQL (a trusted extension)
-- and with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "lending_collateral_counts" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"status" smallint NOT NULL,
	"token" text NOT NULL,
	"loan_token" text NOT NULL,
	"collaterals" integer NOT NULL,
	CONSTRAINT "lending_collateral_counts_chain_id_contract_status_token_loan_token_pk" PRIMARY KEY("chain_id","contract","status","token","loan_token")
);
--> statement-breakpoint
CREATE INDEX "lending_collaterals_borrower_trgm_idx" ON "lending_collaterals" USING gin ("borrower" gin_trgm_ops);
--> statement-breakpoint
-- lending_collateral_counts follows every row change of lending_collaterals, whoever makes it.
CREATE FUNCTION lending_collateral_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE lending_collateral_counts SET collaterals = collaterals - 1
      WHERE chain_id = OLD.chain_id AND contract = OLD.contract AND status = OLD.status AND token = OLD.token AND loan_token = OLD.loan_token;
    DELETE FROM lending_collateral_counts
      WHERE chain_id = OLD.chain_id AND contract = OLD.contract AND status = OLD.status AND token = OLD.token AND loan_token = OLD.loan_token
      AND collaterals = 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO lending_collateral_counts (chain_id, contract, status, token, loan_token, collaterals)
      VALUES (NEW.chain_id, NEW.contract, NEW.status, NEW.token, NEW.loan_token, 1)
      ON CONFLICT (chain_id, contract, status, token, loan_token) DO UPDATE SET collaterals = lending_collateral_counts.collaterals + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER lending_collateral_counts_follow
  AFTER INSERT OR DELETE OR UPDATE OF chain_id, contract, status, token, loan_token ON lending_collaterals
  FOR EACH ROW EXECUTE FUNCTION lending_collateral_counts_follow();--> statement-breakpoint
INSERT INTO lending_collateral_counts (chain_id, contract, status, token, loan_token, collaterals)
  SELECT chain_id, contract, status, token, loan_token, count(*) FROM lending_collaterals GROUP BY 1, 2, 3, 4, 5;
