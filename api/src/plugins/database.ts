import fp from "fastify-plugin";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** Opens PostgreSQL (server or embedded) with migrations applied before any route runs. */
export default fp(
  async (app, options: { databaseUrl?: string; dataDir: string; startFrom?: Blob }) => {
    const handle = await openDatabase({
      url: options.databaseUrl,
      dataDir: options.dataDir.startsWith("memory://") ? options.dataDir : path.join(options.dataDir, "pglite"),
      startFrom: options.startFrom,
    });
    app.decorate("database", handle);
    app.addHook("onClose", () => handle.close());
    app.log.info({ database: handle.kind }, "database ready, migrations applied");
  },
  { name: "database" },
);
