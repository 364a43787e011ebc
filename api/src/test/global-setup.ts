import pg from "pg";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { migratedEmbeddedFiles, openDatabase } from "../db/client.ts";
import { TEMPLATE_ENV } from "./test-database.ts";

/**
 * Migrates once per run what every test database is copied from: an embedded database's files and, with
 * DATABASE_URL, a template database on that server. Hundreds of test databases then skip the migrations.
 * The workers, started after this, inherit the environment variables that say where the templates are.
 */
export default async function setup() {
  const folder = await mkdtemp(path.join(tmpdir(), "openpawn-db-template-"));
  const filesPath = path.join(folder, "embedded.tar");
  await writeFile(filesPath, Buffer.from(await (await migratedEmbeddedFiles()).arrayBuffer()));
  process.env[TEMPLATE_ENV.embedded] = filesPath;

  const serverUrl = process.env.DATABASE_URL;
  const template = `openpawn_template_${randomBytes(6).toString("hex")}`;
  if (serverUrl) {
    await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    try {
      await (await openDatabase({ url: url.toString(), dataDir: "memory://" })).close();
    } catch (error) {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template}`);
      throw error;
    }
    process.env[TEMPLATE_ENV.server] = template;
  }

  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template}`);
  };
}

async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}
