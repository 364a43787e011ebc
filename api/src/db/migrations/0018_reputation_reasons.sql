-- ReputationChanged now carries a bitmask of reasons, one event per wallet per call (decision 0035). Rows indexed from
-- the former event, with one reason each, become that reason's bit; their points keep their meaning.
ALTER TABLE "lending_reputation_changes" ADD COLUMN "reasons" bigint;--> statement-breakpoint
UPDATE "lending_reputation_changes" SET "reasons" = (1::bigint << "reason");--> statement-breakpoint
ALTER TABLE "lending_reputation_changes" ALTER COLUMN "reasons" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lending_reputation_changes" DROP COLUMN "reason";
