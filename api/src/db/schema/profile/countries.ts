import { pgTable, serial, text } from "drizzle-orm/pg-core";

/** ISO 3166-1 countries (alpha-2 code and English name), seeded by a migration. */
export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
});
