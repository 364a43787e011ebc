import { sql } from "drizzle-orm";

/** A sum of uint256 amounts (numeric columns), read as text so that no driver turns it into a float. */
export const uint256Sum = (expression: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${expression}), 0)::text`.mapWith(BigInt);
