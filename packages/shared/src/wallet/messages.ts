/**
 * The words of `wallet` (decision 0050): the specification's strings verbatim, one constant per screen or API. The
 * API refuses with them (its errors.ts) and the web shows the same ones, so a form and the server never disagree.
 */

export const WALLET_MESSAGES = {
  connect: "Connect",
  wrongNetwork: "Wrong Network",
  wrongChain: "Please connect to the appropriate Binance Smart Chain Network.",
  pleaseConnect: "Please connect your wallet",
  integrateWallet: "Integrate Wallet",
  chooserTitle: "Wallet integration",
  chooserNote:
    "Desktop supports MetaMask, WalletConnect QR and Binance Chain. Mobile supports Trust, SafePal, MetaMask and WalletConnect. Please open this site in your wallet app's browser.",
  signing: (product: string) => `Please sign wallet to use ${product} services`,
  signingRefused: "You must sign wallet signature to use the service",
  extensionMissing: (wallet: string) =>
    `You need to have the ${wallet} extension first. Please set up or login to your ${wallet} account and connect it to continue.`,
  connectionFailed: "user rejected permission or don't install wallet extension",
  keplrMissing: "Please install keplr extension",
  noAccounts: (wallet: string) => `no connect ${wallet}`,
  transactionFailed: "Transaction is failed due to a blockchain error",
  changeWalletConfirm: "The current wallet will be disconnected. Do you want to connect other wallet?",
  walletConnectUnavailable: "WalletConnect needs a project id (WALLETCONNECT_PROJECT_ID); it is not configured here.",
  logout: "Logout",
  changeWallet: "Change wallet",
  /** A connected wallet the signed-in account does not hold (decision 0043). */
  notLinked: (address: string) => `The connected wallet ${address} is not linked to your account.`,
  notLinkedHint: "Link it to see its positions here and use it with your account.",
  linkThisWallet: "Link this wallet",
  linked: "The wallet is linked to your account.",
  /** An account that holds no wallet, on a page of wallet positions. */
  noneLinked: "Your positions are those of the wallets linked to your account: connect a wallet to link it.",
  copyAddress: "Copy address",
  detailsTitle: "Your wallet",
  balances: "Balances",
  /** The wallets of the chooser, as the spec names them (§2). */
  names: {
    metamask: "MetaMask",
    binanceChain: "Binance wallet",
    safePal: "SafePal",
    trustWallet: "Trust wallet",
    walletConnect: "WalletConnect QR",
  },
  helper: {
    estimateGas: "can not calculate estimate gas now",
    sendTransaction: "can not send transaction now",
    balances: "can not get balances now",
    createWallet: "Cannot create wallet now",
    transaction: "cannot get transaction now",
  },
  import: {
    privateKey: "privateKey invalid",
    seedPhrase: "seed phrase invalid",
    password: "password invalid",
  },
} as const;
