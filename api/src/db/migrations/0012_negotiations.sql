CREATE TABLE "negotiation_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"negotiation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"author_user_id" integer NOT NULL,
	"amount" numeric(78, 0),
	"repayment_token" text,
	"interest_rate" integer,
	"liquidation_threshold" integer,
	"duration_qty" integer,
	"duration_unit" smallint,
	"cycle_unit" smallint,
	"signed_offer_id" integer,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negotiations" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"collateral_id" bigint NOT NULL,
	"borrower_user_id" integer NOT NULL,
	"lender_user_id" integer NOT NULL,
	"package_id" integer,
	"opened_by" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"agreed_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signed_offers" ADD COLUMN "negotiation_id" integer;--> statement-breakpoint
ALTER TABLE "negotiation_entries" ADD CONSTRAINT "negotiation_entries_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_entries" ADD CONSTRAINT "negotiation_entries_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_borrower_user_id_users_id_fk" FOREIGN KEY ("borrower_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_lender_user_id_users_id_fk" FOREIGN KEY ("lender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_package_id_loan_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."loan_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "negotiation_entries_thread_idx" ON "negotiation_entries" USING btree ("negotiation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "negotiations_pair_idx" ON "negotiations" USING btree ("chain_id","collateral_id","lender_user_id");--> statement-breakpoint
CREATE INDEX "negotiations_borrower_idx" ON "negotiations" USING btree ("borrower_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "negotiations_lender_idx" ON "negotiations" USING btree ("lender_user_id","updated_at");--> statement-breakpoint
ALTER TABLE "signed_offers" ADD CONSTRAINT "signed_offers_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE set null ON UPDATE no action;