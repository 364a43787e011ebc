import { afterEach, describe, expect, it, inject } from "vitest";
import { devAccounts } from "@openpawn/devchain/dev-accounts";
import { shortenAddress } from "@openpawn/shared/format";
import { openSession, type E2ESession } from "./harness/session.ts";

const BSC_TESTNET = 97;
const UNKNOWN_CHAIN = 4242;

async function connect(session: E2ESession) {
  const { page } = session;
  await page.getByRole("button", { name: "Connect" }).click();
  const chooser = page.getByRole("dialog", { name: "Wallet integration" });
  await chooser.waitFor();
  await chooser.getByRole("button", { name: /MetaMask/ }).click();
  await chooser.waitFor({ state: "hidden" });
}

describe("wallet and network in a real browser", () => {
  let session: E2ESession | undefined;
  afterEach(() => session?.close());

  it("connects the injected wallet and shows the address shortened to 5 characters", async () => {
    session = await openSession();
    await session.page.goto(`${session.baseUrl}/pawn`);
    await connect(session);
    await session.page.getByRole("button", { name: shortenAddress(session.wallet.address, 5) }).waitFor();
    expect(await session.page.evaluate(() => localStorage.getItem("extensionName"))).toBe("Metamask");
  });

  it("shortens the address to 3 characters on a small screen", async () => {
    session = await openSession({ viewport: { width: 390, height: 800 } });
    await session.page.goto(`${session.baseUrl}/pawn`);
    await connect(session);
    await session.page.getByRole("button", { name: shortenAddress(session.wallet.address, 3) }).waitFor();
  });

  it("switches a wallet on the known test network 97 to the configured chain by itself", async () => {
    session = await openSession();
    await session.page.goto(`${session.baseUrl}/pawn`);
    await connect(session);
    await session.wallet.switchChainInWallet(BSC_TESTNET);
    await expect.poll(() => session?.wallet.chainId, { timeout: 5000 }).toBe(inject("chainId"));
    await session.page.getByRole("button", { name: shortenAddress(session.wallet.address, 5) }).waitFor();
  });

  it("flags an unknown chain as Wrong Network and adds the configured chain (4902) when asked to switch", async () => {
    session = await openSession();
    await session.page.goto(`${session.baseUrl}/pawn`);
    await connect(session);
    await session.wallet.switchChainInWallet(UNKNOWN_CHAIN);
    session.wallet.forgetChain(inject("chainId"));
    // The stack's chain is not 56: the notice names it, not the spec's BNB Smart Chain.
    const notice = session.page.getByRole("dialog").filter({ hasText: `Please connect to the OpenPawn Local network (chain id ${inject("chainId")}).` });
    await notice.waitFor();
    await notice.getByRole("button", { name: "OK" }).click();
    await session.page.getByRole("button", { name: "Wrong Network" }).click();
    await session.page.getByRole("button", { name: shortenAddress(session.wallet.address, 5) }).waitFor();
    const methods = session.wallet.requests.map((request) => request.method);
    expect(methods).toContain("wallet_addEthereumChain");
    expect(session.wallet.chainId).toBe(inject("chainId"));
  });

  it("clears the stored wallet and logs out when the wallet switches to another account", async () => {
    session = await openSession();
    const { page, baseUrl, wallet } = session;
    await page.goto(`${baseUrl}/pawn`);
    await connect(session);
    await page.evaluate(() => localStorage.setItem("token", "a-session-token"));
    const other = devAccounts(3)[2];
    if (!other) throw new Error("no dev account");
    await wallet.switchAccountInWallet(other.privateKey);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("token")), { timeout: 5000 }).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("extensionName"))).toBeNull();
  });

  it("disconnects through the wallet details dialog", async () => {
    session = await openSession();
    const { page, baseUrl, wallet } = session;
    await page.goto(`${baseUrl}/pawn`);
    await connect(session);
    await page.getByRole("button", { name: shortenAddress(wallet.address, 5) }).click();
    const details = page.getByRole("dialog");
    await details.getByRole("link", { name: new RegExp(wallet.address.slice(2, 8), "i") }).or(details.getByText(wallet.address)).first().waitFor();
    await details.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Connect" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("extensionName"))).toBeNull();
  });
});
