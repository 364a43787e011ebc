import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

/**
 * The contract-writes rule of eslint.config.js (decision 0052), run by ESLint itself on small sources placed, in name
 * only, in each of the four places that send or verify contract writes: the web, the demo seed, the browser tests and
 * the API. Each hand-written write would pass lint if the rule stopped working; the allowed cases keep it from
 * catching reads, built calls and what a test expects.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const eslint = new ESLint({ cwd: repoRoot });
const PLACES = ["web/src/features/lending/api/x.ts", "stack/src/x.ts", "e2e/src/x.e2e.test.ts", "api/src/features/packages/routes/x.ts", "api/src/test/x.ts"];

async function writeErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === "openpawn/contract-writes").map((message) => message.message);
}

describe("contract writes come from the builders of @openpawn/chain", { timeout: 60_000 }, () => {
  it("refuses a write written by hand in the web, the demo seed, the browser tests and the API, tests included", async () => {
    const handWritten = 'declare const wallet: any; wallet.writeContract({ address: "0x1", abi: [], functionName: "createPackage", args: [] });';
    for (const file of PLACES) expect(await writeErrors(file, handWritten), file).toEqual([expect.stringContaining("createPackage is a contract write")]);
    // Kept aside first, or sent by a name the caller chose: still not from a builder.
    expect(await writeErrors(PLACES[0]!, 'const call = { abi: [], functionName: "approve", args: [] };')).toHaveLength(1);
    expect(await writeErrors(PLACES[3]!, 'declare const client: any, name: string; client.simulateContract({ functionName: name, args: [] });')).toEqual([
      expect.stringContaining("Spread the call from a builder"),
    ]);
  });

  it("lets reads be written where they are made, built calls be spread, and tests say what they expect", async () => {
    const code = [
      'declare const client: any, wallet: any, expect: any, acceptOfferCall: any;',
      'client.readContract({ address: "0x1", abi: [], functionName: "balanceOf", args: [] });',
      'wallet.writeContract({ address: "0x1", ...acceptOfferCall(1n) });',
      'expect({}).toMatchObject({ functionName: "buy", args: [8n, 2n] });',
    ].join("\n");
    for (const file of PLACES) expect(await writeErrors(file, code), file).toEqual([]);
  });
});
