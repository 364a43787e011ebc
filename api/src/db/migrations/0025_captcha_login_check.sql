ALTER TABLE "captcha_challenges" ALTER COLUMN "gap_x" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ALTER COLUMN "gap_y" DROP NOT NULL;