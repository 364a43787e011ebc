/**
 * "Link this wallet" (decision 0043): pages and shared components ask for the connected wallet to be linked to the
 * signed-in account; the accounts feature, mounted once by the app, does it (signature, link) and registers itself
 * here, since features and shared components never import it.
 */
type Linker = () => Promise<boolean>;

let linker: Linker | null = null;

/** The accounts feature's way to link the connected wallet; returns the unregistration. */
export function registerWalletLinker(next: Linker): () => void {
  linker = next;
  return () => {
    if (linker === next) linker = null;
  };
}

/** Links the connected wallet to the signed-in account; resolves whether it is linked. */
export function linkConnectedWallet(): Promise<boolean> {
  return linker ? linker() : Promise.resolve(false);
}
