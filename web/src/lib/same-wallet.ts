/** Whether the connected wallet (maybe none) is `owner`, in any letter case. */
export const sameWallet = (wallet: string | undefined, owner: string) => wallet !== undefined && wallet.toLowerCase() === owner.toLowerCase();
