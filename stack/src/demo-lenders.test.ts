import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { freePort } from "@openpawn/devchain/free-port";
import type { Negotiation } from "@openpawn/shared/negotiations/schemas/negotiations";
import type { LoanPackage } from "@openpawn/shared/packages/schemas/packages";
import type { PawnShop } from "@openpawn/shared/packages/schemas/shops";
import type { SubmittedCollateral } from "@openpawn/shared/lending/schemas/collaterals";
import { demoApi, signIn, type DemoApi } from "./demo-api.ts";
import { readDemoState } from "./data-folder.ts";
import { npmStart } from "./test/npm-start.ts";
import { demoP2pLender } from "./demo-lenders.ts";
import type { RunningStack } from "./stack.ts";
import { testStacks } from "./test/test-stacks.ts";

/**
 * The demo lenders seed on the real stack (`npm start`'s anvil, deployment and API process): what a visitor and the
 * demo's accounts read through the API after a fresh start, and nothing seeded again on a restart. The fresh start
 * follows a first one stopped with Ctrl-C while it made the demo: what follows proves the demo whole all the same.
 */

interface Page<T> {
  content: T[];
  total_elements: number;
}

let dataDir: string;
let stack: RunningStack;
const stacks = testStacks();

let interrupted: { output: string; exitCode: number | null; demo: string | null; health: unknown };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "openpawn-demo-lenders-"));
  const port = await freePort();
  const first = npmStart({ PORT: String(port), RPC_PORT: String(await freePort()), HOST: "127.0.0.1", DATA_DIR: dataDir, SMTP_CATCHER_PORT: "0" });
  await first.printed("Demo lenders: ");
  const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
  first.pressCtrlC();
  interrupted = { exitCode: await first.exitedWithin(60_000), output: first.output(), demo: await readDemoState(dataDir), health };
  stack = await stacks.start(dataDir);
}, 240_000);
afterAll(async () => {
  await stacks.stopAll();
  await rm(dataDir, { recursive: true, force: true });
});

const visitor = () => demoApi(stack.url);
const as = (index: 1 | 2 | "p2p") => signIn(stack.url, privateKeyToAccount(index === "p2p" ? demoP2pLender().privateKey : stack.accounts[index]!.privateKey));

/** What the seed leaves in the API, counted: the same after a restart. */
async function seeded(api: DemoApi) {
  const market = await api.get<Page<LoanPackage>>("/pawn/pawn-shop-package/search?size=100");
  const lenders = await api.get<Page<PawnShop>>("/pawn/pawn-shop/p2p-lender?size=100");
  const threads = await (await as(1)).get<Page<Negotiation>>("/pawn/negotiations?size=100");
  return { packages: market.total_elements, lenders: lenders.total_elements, threads: threads.total_elements };
}

describe("the demo lenders seed (a fresh npm start)", () => {
  it("a first start stopped while it made the demo said so, stopped cleanly, and the next start made the demo again", () => {
    expect(interrupted.health).toMatchObject({ code: 503, message: "not ready", data: { database: "ok", chain: "ok", contracts: "ok", demo: "being made" } });
    expect(interrupted.exitCode).toBe(0);
    expect(interrupted.output).toContain("Stopped during start-up. The next npm start finishes what this one began.");
    expect(interrupted.output).not.toContain("Press Ctrl-C to stop");
    expect(interrupted.demo).toBe("seeding");
    expect(stack.startedOver).toBe("Starting afresh: the first start was stopped before its demo was made.");
  });

  it("lists the pawnshop's packages of the three types in the market, and both lenders in the directories", async () => {
    expect(stack.freshDeployment).toBe(true);
    const market = await visitor().get<Page<LoanPackage>>("/pawn/pawn-shop-package/search?size=100");
    const shopPackages = market.content.filter((item) => item.shop.name === "Golden Lotus Pawn");
    expect(shopPackages.map((item) => item.type).sort()).toEqual([0, 1, 2]);
    expect(shopPackages.every((item) => item.status === "PUBLISHED" && item.pausedReasons.length === 0)).toBe(true);
    // AUTO is the chain demo's package 1, linked; SEMI_AUTO is on chain too; NEGOTIATION is not.
    const byType = (type: number) => shopPackages.find((item) => item.type === type)!;
    expect(byType(0)).toMatchObject({ chainPackageId: 1, loanToken: { symbol: "USDT" }, collateralAcceptance: [{ symbol: "WBNB" }], interestRate: 14 });
    expect(byType(1).chainPackageId).toEqual(expect.any(Number));
    expect(byType(2)).toMatchObject({ chainPackageId: null, interestRateMin: 8, interestRateMax: 15 });

    const shops = await visitor().get<Page<PawnShop>>("/pawn/pawn-shop/search-pawnshop");
    expect(shops.content.find((shop) => shop.name === "Golden Lotus Pawn")).toMatchObject({
      walletAddress: stack.accounts[2]!.address.toLowerCase(),
      contact: { phoneCountry: "VN", phone: "+84 912 345 678", address: "12 Hang Bac, Hoan Kiem, Hanoi" },
      lendingSetting: { loanSymbols: ["USDT"] },
    });
    const people = await visitor().get<Page<PawnShop>>("/pawn/pawn-shop/search-p2p-lenders?loanSymbols=BUSD");
    expect(people.content.map((lender) => [lender.name, lender.contact, lender.walletAddress])).toEqual([["Linh Tran", null, demoP2pLender().address.toLowerCase()]]);
  });

  it("shows the shop its requests in every state, and nobody else", async () => {
    const lender = await as(2);
    const statuses = async () => {
      const received = await lender.get<Page<SubmittedCollateral>>("/pawn/loan-requests/loan-request-received?size=50");
      return received.content.map((request) => request.status).sort();
    };
    // The cancellation is no report: the index hears it by itself.
    await vi.waitFor(async () => expect(await statuses()).toEqual(["CANCELLED", "CONTRACTED", "PENDING", "REJECTED"]), { timeout: 20_000 });
    expect((await (await as("p2p")).get<Page<SubmittedCollateral>>("/pawn/loan-requests/loan-request-received")).content).toEqual([]);
  });

  it("keeps an open thread and an agreed one with a signed offer between their two parties only", async () => {
    const [borrower, lender] = [await as(1), await as(2)];
    const threads = (await borrower.get<Page<Negotiation>>("/pawn/negotiations?side=BORROWER")).content;
    expect(threads.map((thread) => thread.status).sort()).toEqual(["AGREED", "OPEN"]);
    const open = threads.find((thread) => thread.status === "OPEN")!;
    expect(open).toMatchObject({ package: { id: expect.any(Number) }, lender: { name: "Golden Lotus Pawn" }, lastProposal: { side: "LENDER" } });
    const story = await borrower.get<{ entries: { kind: string; side: string }[] }>(`/pawn/negotiations/${open.id}`);
    expect(story.entries.map((entry) => `${entry.side}:${entry.kind}`)).toEqual(["BORROWER:PROPOSAL", "LENDER:PROPOSAL"]);
    const agreed = threads.find((thread) => thread.status === "AGREED")!;
    expect(agreed).toMatchObject({ package: null, signedOffer: { status: "OPEN", amount: "500000000000000000000" } });

    expect((await lender.get<Page<Negotiation>>("/pawn/negotiations?side=LENDER")).content.map((thread) => thread.id).sort()).toEqual(threads.map((thread) => thread.id).sort());
    const stranger = await signIn(stack.url, privateKeyToAccount(generatePrivateKey()));
    expect((await stranger.get<Page<Negotiation>>("/pawn/negotiations")).content).toEqual([]);
    await expect(stranger.get(`/pawn/negotiations/${open.id}`)).rejects.toMatchObject({ status: 404 });
  });

  it("seeds nothing again when the stack restarts on the same data", { timeout: 180_000 }, async () => {
    const before = await seeded(visitor());
    await stack.stop();
    stack = await stacks.start(dataDir);
    expect(stack.freshDeployment).toBe(false);
    expect(await seeded(visitor())).toEqual(before);
  });
});
