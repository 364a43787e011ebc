import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import { createTestDatabase } from "./test-database.ts";

/** A migrated throw-away database (embedded, or on the server named by DATABASE_URL) for service tests. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const target = await createTestDatabase();
  const handle = await openDatabase(target);
  return {
    ...handle,
    async close() {
      await handle.close();
      await target.drop();
    },
  };
}
