import { and, eq } from "drizzle-orm";
import { erc20Abi, getAbiItem, pad, toEventSelector, type Address, type Hex } from "viem";
import { iPawnShopAbi } from "@openpawn/chain/generated/abis";
import { packageFunding } from "../../db/schema.ts";
import type { ChainEvent, ProjectionContext, Projector } from "../../chain-spine/projector.ts";
import type { ChainAccess } from "../../plugins/chain.ts";
import { projectedEvent } from "../../chain-spine/projected-event.ts";
import { rollbackStateTables, updateKeepingUndo } from "../../chain-spine/undo-journal.ts";
import type { FundingChange } from "./paused-notifications.ts";

const transfer = getAbiItem({ abi: erc20Abi, name: "Transfer" });
const approval = getAbiItem({ abi: erc20Abi, name: "Approval" });
const fundingAbi = [getAbiItem({ abi: iPawnShopAbi, name: "PackageCreated" }), transfer, approval] as const;
type FundingEvent = ChainEvent<typeof fundingAbi>;
type FundingRow = typeof packageFunding.$inferSelect;

/**
 * Package owners' balances and allowances toward the lending core of their loan tokens (decision 0026).
 * PackageCreated seeds (token, owner) by reading both at the index's confirmed head, recorded as the row's
 * `readBlock`; the tokens' Transfer and Approval logs of the owners after that block (followed by topic, never a
 * token's whole traffic) move them. No read goes to an event's own block, which only an archive node keeps.
 */
export function packageFundingProjector(chain: ChainAccess, onChange: (change: FundingChange, context: ProjectionContext) => Promise<void>): Projector<typeof fundingAbi> {
  const spender = async (): Promise<Address> => {
    const core = (await chain.deployment())?.contracts.PawnLending;
    if (!core) throw new Error("The deployment lists no PawnLending");
    return core;
  };
  /** Both figures as of the confirmed head: what a row holds after a read. */
  const readFunds = async (token: Address, owner: Address, blockNumber: bigint) => {
    const core = await spender();
    const [balance, allowance] = await Promise.all([
      chain.client.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner], blockNumber }),
      chain.client.readContract({ address: token, abi: erc20Abi, functionName: "allowance", args: [owner, core], blockNumber }),
    ]);
    return { balance, allowance, readBlock: blockNumber };
  };
  const keyOf = (chainId: number, token: string, owner: string) =>
    and(eq(packageFunding.chainId, chainId), eq(packageFunding.token, token), eq(packageFunding.owner, owner));
  /** The row of a followed wallet, unless this log is already in its last read (logs of that block and before). */
  const rowAfterRead = async (log: FundingEvent, owner: Address, { db, chainId }: ProjectionContext): Promise<FundingRow | null> => {
    const [row] = await db.select().from(packageFunding).where(keyOf(chainId, log.address, owner));
    return row && log.blockNumber > row.readBlock ? row : null;
  };
  const change = async (log: FundingEvent, row: FundingRow, changes: Partial<Pick<FundingRow, "balance" | "allowance" | "readBlock">>, context: ProjectionContext) => {
    const { event } = await projectedEvent(log, context);
    await updateKeepingUndo(context.db, event, packageFunding, keyOf(row.chainId, row.token, row.owner), changes);
    await onChange({ log, row, after: { balance: changes.balance ?? row.balance, allowance: changes.allowance ?? row.allowance } }, context);
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
          const funds = await readFunds(params.loanToken, owner, context.stateBlock);
          const { created } = await projectedEvent(log, context);
          await db.insert(packageFunding).values({ ...created, token: params.loanToken, owner, ...funds });
          return;
        }
        case "Transfer": {
          const { from, to, value } = log.args;
          const sender = await rowAfterRead(log, from, context);
          // The core's transferFrom spends the allowance without an Approval event (OpenZeppelin 5): read both again.
          if (sender) await change(log, sender, await readFunds(log.address, from, context.stateBlock), context);
          const receiver = await rowAfterRead(log, to, context);
          if (receiver) await change(log, receiver, { balance: receiver.balance + value }, context);
          return;
        }
        case "Approval": {
          const { owner, spender: approved, value } = log.args;
          const row = approved === (await spender()) ? await rowAfterRead(log, owner, context) : null;
          if (row) await change(log, row, { allowance: value }, context);
          return;
        }
      }
    },
    rollback: rollbackStateTables(packageFunding),
  };
}
