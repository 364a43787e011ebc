import { asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { countries } from "../../../db/schema.ts";

export type Country = typeof countries.$inferSelect;

export async function listCountries(db: Database): Promise<Country[]> {
  return db.select().from(countries).orderBy(asc(countries.name));
}

export async function findCountry(db: Database, id: number): Promise<Country | null> {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row ?? null;
}
