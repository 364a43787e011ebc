CREATE TABLE "lending_settings" (
	"pawn_shop_id" integer PRIMARY KEY NOT NULL,
	"loan_symbols" text[] NOT NULL,
	"collateral_symbols" text[] NOT NULL,
	"duration_types" smallint[] NOT NULL,
	"min_duration" integer NOT NULL,
	"max_duration" integer NOT NULL,
	"min_amount_usd" numeric(17, 2) NOT NULL,
	"max_amount_usd" numeric(17, 2) NOT NULL,
	"min_interest_rate" numeric(8, 3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pawn_shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"email" text,
	"phone_country" text,
	"phone" text,
	"address" text,
	"website" text,
	"logo" text,
	"wallet_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pawn_shops_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
-- Packages indexed before budgets existed were made by a PawnShop without them: they read as budget 0.
ALTER TABLE "lending_packages" ADD COLUMN "budget" numeric(78, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lending_packages" ALTER COLUMN "budget" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "lending_settings" ADD CONSTRAINT "lending_settings_pawn_shop_id_pawn_shops_id_fk" FOREIGN KEY ("pawn_shop_id") REFERENCES "public"."pawn_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pawn_shops" ADD CONSTRAINT "pawn_shops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pawn_shops_type_idx" ON "pawn_shops" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "pawn_shops_wallet_idx" ON "pawn_shops" USING btree ("wallet_address");