import { afterAll, beforeAll, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { whitelistCall } from "@openpawn/chain/tokens/hub-admin-calls";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import { hubWhitelistChanges } from "../db/schema.ts";
import { advisoryLockLeadership } from "./leadership.ts";
import { silentLog, startSpineFixture, type SpineFixture } from "./test/spine-fixture.ts";

let fixture: SpineFixture;
let replicaDatabase: DatabaseHandle | undefined;

beforeAll(async () => {
  fixture = await startSpineFixture();
});
afterAll(async () => {
  await replicaDatabase?.close();
  await fixture?.close();
});

it("two replicas on one PostgreSQL database index once: one leads, the other takes over when it stops", async () => {
  const { db, url } = await fixture.database();
  if (!url) throw new Error("this test needs DATABASE_URL");
  replicaDatabase = await openDatabase({ url, dataDir: "memory://" });
  const chainId = fixture.chain.deployment.chainId;
  const replicas = [db, replicaDatabase.db].map((replicaDb) =>
    fixture.indexer(replicaDb, { leadership: advisoryLockLeadership(url, chainId, silentLog) }),
  );
  for (const replica of replicas) replica.start();

  const head = Number(await fixture.publicClient.getBlockNumber());
  await expect.poll(() => replicas.map((replica) => replica.status().state).sort()).toEqual(["leading", "standby"]);
  const leader = replicas.find((replica) => replica.status().state === "leading")!;
  const standby = replicas.find((replica) => replica !== leader)!;
  await expect.poll(() => leader.status().lastProcessedBlock).toBe(head);
  expect(standby.status().lastProcessedBlock).toBeNull();
  const rowKeys = async () =>
    (await db.select().from(hubWhitelistChanges).orderBy(asc(hubWhitelistChanges.blockNumber), asc(hubWhitelistChanges.logIndex))).map(
      (row) => `${row.txHash}/${row.logIndex}`,
    );
  const whitelistKeysBefore = await rowKeys();
  expect(whitelistKeysBefore.length).toBeGreaterThan(0);

  await leader.stop();
  const { DemoNft721 } = fixture.chain.deployment.contracts;
  await fixture.hubWrite(whitelistCall("nft", DemoNft721!, false));
  await expect.poll(() => standby.status().state).toBe("leading");
  await expect.poll(async () => (await rowKeys()).length).toBe(whitelistKeysBefore.length + 1);
  expect((await rowKeys()).slice(0, -1)).toEqual(whitelistKeysBefore);
  await standby.stop();
});
