import { and, eq } from "drizzle-orm";
import { erc20Abi, getAbiItem, pad, toEventSelector, type Address, type Hex } from "viem";
import { iPawnShopAbi } from "@openpawn/chain/generated/abis";
import { packageFunding } from "../../db/schema.ts";
import type { ChainEvent, ProjectionContext, Projector } from "../../chain-spine/projector.ts";
import type { ChainAccess } from "../../plugins/chain.ts";
import { projectedEvent } from "../lending/projectors/projected-event.ts";
import { rollbackStateTables, updateKeepingUndo } from "../lending/undo-journal.ts";
import type { FundingChange } from "./paused-notifications.ts";

const transfer = getAbiItem({ abi: erc20Abi, name: "Transfer" });
const approval = getAbiItem({ abi: erc20Abi, name: "Approval" });
const fundingAbi = [getAbiItem({ abi: iPawnShopAbi, name: "PackageCreated" }), transfer, approval] as const;
type FundingEvent = ChainEvent<typeof fundingAbi>;
type FundingRow = typeof packageFunding.$inferSelect;

/**
 * Package owners' balances and allowances toward the lending core of their loan tokens (decision 0026).
 * PackageCreated seeds (token, owner) by reading both at its block; after it, the tokens' Transfer and
 * Approval logs of the owners (followed by topic, never a token's whole traffic) move them.
 */
export function packageFundingProjector(chain: ChainAccess, onChange: (change: FundingChange, context: ProjectionContext) => Promise<void>): Projector<typeof fundingAbi> {
  const spender = async (): Promise<Address> => {
    const core = (await chain.deployment())?.contracts.PawnLending;
    if (!core) throw new Error("The deployment lists no PawnLending");
    return core;
  };
  const read = async (token: Address, functionName: "balanceOf" | "allowance", owner: Address, blockNumber: bigint) =>
    functionName === "balanceOf"
      ? chain.client.readContract({ address: token, abi: erc20Abi, functionName, args: [owner], blockNumber })
      : chain.client.readContract({ address: token, abi: erc20Abi, functionName, args: [owner, await spender()], blockNumber });
  const keyOf = (chainId: number, token: string, owner: string) =>
    and(eq(packageFunding.chainId, chainId), eq(packageFunding.token, token), eq(packageFunding.owner, owner));
  /** The row of a followed wallet, unless this log is already in its seed (logs of the seeding block and before). */
  const rowAfterSeed = async (log: FundingEvent, owner: Address, { db, chainId }: ProjectionContext): Promise<FundingRow | null> => {
    const [row] = await db.select().from(packageFunding).where(keyOf(chainId, log.address, owner));
    return row && log.blockNumber > row.blockNumber ? row : null;
  };
  const change = async (log: FundingEvent, row: FundingRow, changes: Pick<FundingRow, "balance" | "allowance">, context: ProjectionContext) => {
    const { event } = await projectedEvent(log, context);
    await updateKeepingUndo(context.db, event, packageFunding, keyOf(row.chainId, row.token, row.owner), changes);
    await onChange({ log, row, after: changes }, context);
  };

  return {
    name: "package-funding",
    contracts: ["PawnShop"],
    abi: fundingAbi,
    async follow(events, { db, chainId }) {
      const followed = await db.select({ token: packageFunding.token, owner: packageFunding.owner }).from(packageFunding).where(eq(packageFunding.chainId, chainId));
      // Owners of this batch's new packages: their later transfers in the same batch count too.
      for (const event of events) if (event.eventName === "PackageCreated") followed.push({ token: event.args.params.loanToken, owner: event.args.owner });
      if (followed.length === 0) return [];
      const address = [...new Set(followed.map((row) => row.token as Address))];
      const owners = [...new Set(followed.map((row) => pad(row.owner.toLowerCase() as Hex)))];
      return [
        { address, topics: [[toEventSelector(transfer), toEventSelector(approval)], owners] },
        { address, topics: [toEventSelector(transfer), null, owners] },
      ];
    },
    async handle(log, context) {
      const { db, chainId } = context;
      switch (log.eventName) {
        case "PackageCreated": {
          const { owner, params } = log.args;
          const [known] = await db.select({ owner: packageFunding.owner }).from(packageFunding).where(keyOf(chainId, params.loanToken, owner));
          if (known) return;
          const [balance, allowance] = await Promise.all([
            read(params.loanToken, "balanceOf", owner, log.blockNumber),
            read(params.loanToken, "allowance", owner, log.blockNumber),
          ]);
          const { created } = await projectedEvent(log, context);
          await db.insert(packageFunding).values({ ...created, token: params.loanToken, owner, balance, allowance });
          return;
        }
        case "Transfer": {
          const { from, to, value } = log.args;
          const sender = await rowAfterSeed(log, from, context);
          // The core's transferFrom spends the allowance without an Approval event (OpenZeppelin 5): read it.
          if (sender) await change(log, sender, { balance: sender.balance - value, allowance: await read(log.address, "allowance", from, log.blockNumber) }, context);
          const receiver = await rowAfterSeed(log, to, context);
          if (receiver) await change(log, receiver, { balance: receiver.balance + value, allowance: receiver.allowance }, context);
          return;
        }
        case "Approval": {
          const { owner, spender: approved, value } = log.args;
          const row = approved === (await spender()) ? await rowAfterSeed(log, owner, context) : null;
          if (row) await change(log, row, { balance: row.balance, allowance: value }, context);
          return;
        }
      }
    },
    rollback: rollbackStateTables(packageFunding),
  };
}
