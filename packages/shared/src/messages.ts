/**
 * The message catalogue: every user-facing string of the specification, verbatim.
 * api and web read the same entries so that the server refuses with the words the form uses.
 */
export const MESSAGES = {
  errorPage: {
    title: "Oopps...!",
    notFound: "Page not found.",
    generic: "An error occurred.",
    goBack: "GO BACK",
    errorPageFailed: "An error occurred while showing the error page",
  },
  banner: {
    underDevelopment: (email: string) =>
      `This site is under development. If you need help, please contact ${email}`,
  },
  dialog: {
    successDefault: "Successfully !",
    errorDefault: "Something went wrong!",
    confirmTitleDefault: "Confirmation",
    confirmButtonDefault: "Submit",
    ok: "OK",
    cancel: "Cancel",
    yes: "Yes",
    no: "No",
  },
  toast: {
    generic: "Oops...Something went wrong",
    copied: "Copied to clipboard",
  },
  wallet: {
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
  },
  route: {
    unknownMiddleware: (name: string) => `Unknown middleware ${name}`,
  },
  lending: {
    alreadyLender: "This account has already registered for lending service",
  },
  auth: {
    logInTab: "Log in",
    signUpTab: "Sign up",
  },
  shell: {
    becomeLender: "Become a Lender",
    login: "Login",
    logout: "Log out",
    changePassword: "Change Password",
    noNotification: "No notification",
    viewAll: "View all",
    english: "English",
    copyright: "© 2021",
    placeholder: "This page is coming soon.",
  },
} as const;

/** Error codes of the custom error type (§8). */
export const CLIENT_ERROR_CODES = ["unknow_error", "invalid_input", "network_error"] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
