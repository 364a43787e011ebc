CREATE TABLE "loan_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"pawn_shop_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"loan_token" text NOT NULL,
	"repayment_token" text NOT NULL,
	"min_amount" numeric(78, 0) NOT NULL,
	"max_amount" numeric(78, 0) NOT NULL,
	"budget" numeric(78, 0) NOT NULL,
	"collaterals" text[] NOT NULL,
	"interest_rate" integer,
	"interest_rate_min" integer,
	"interest_rate_max" integer,
	"min_duration" integer NOT NULL,
	"max_duration" integer NOT NULL,
	"duration_type" smallint NOT NULL,
	"ltv" integer NOT NULL,
	"liquidation_threshold" integer NOT NULL,
	"status" text NOT NULL,
	"chain_package_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_packages" ADD CONSTRAINT "loan_packages_pawn_shop_id_pawn_shops_id_fk" FOREIGN KEY ("pawn_shop_id") REFERENCES "public"."pawn_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_packages_shop_idx" ON "loan_packages" USING btree ("pawn_shop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_packages_chain_package_idx" ON "loan_packages" USING btree ("chain_package_id");