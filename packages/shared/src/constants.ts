/** Business constants of the product specification (accounts spec §9). One definition, used by api and web. */

export const PRODUCT_NAME = "OpenPawn";

/** Production chain: BNB Smart Chain. */
export const PRODUCTION_CHAIN_ID = 56;
/** BNB Smart Chain testnet: a wallet found there is switched to the configured chain. */
export const KNOWN_TEST_CHAIN_ID = 97;
/** anvil's default chain id, used by the local stack. */
export const LOCAL_CHAIN_ID = 31337;

export const NETWORK_POLL_INTERVAL_MS = 1000;
export const WALLET_LOADING_TIMEOUT_MS = 5000;

export const SHORT_ADDRESS_CHARS_SMALL = 3;
export const SHORT_ADDRESS_CHARS_LARGE = 5;
export const SHORT_ADDRESS_CHARS_LINK_PROMPT = 4;
export const TX_HASH_CHARS = 6;
export const TX_HASH_CHARS_MESSAGE_DIALOG = 8;
export const MASKED_EMAIL_VISIBLE_CHARS = 3;

export const NOTIFICATION_DROPDOWN_SIZE = 6;
export const PUSH_BODY_MAX_CHARS = 50;
/** Notification config interval: 30 seconds (§9). The web polls the new count this often while its event stream is down. */
export const NOTIFICATION_POLL_INTERVAL_MS = 30_000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;
export const LATE_PAYMENTS_TO_LIQUIDATION = 3;
/**
 * A cycle's interest is due this many days after the cycle starts (the interest window, the contracts' CycleTime):
 * weekly cycles (0) 2 days, monthly cycles (1) 7 days. Paid later but before the cycle ends, it carries a penalty
 * and the cycle is not late.
 */
export const INTEREST_WINDOW_DAYS = { 0: 2, 1: 7 } as const;
export const REFERRAL_REWARD_DFY = 50;

export const TOKEN_REFRESH_INTERVAL_DEFAULT_MS = 300_000;
export const TOKEN_REFRESH_INTERVAL_STAKING_MS = 3_600_000;
/** Access token lifetime in minutes (the spec's "max age 60"). */
export const ACCESS_TOKEN_MAX_AGE_MINUTES = 60;
export const REFRESH_TOKEN_MAX_AGE_SECONDS = 604_800;

export const DIALOG_AUTO_CLOSE_MS = 10_000;
export const TOAST_DURATION_MS = 2000;
export const SNACKBAR_DURATION_MS = 14_000;
export const DIALOG_WIDTH = { confirm: 560, wallet: 500, login: 600, messageSmall: 350, message: 400 } as const;

export const PROGRESS_BAR = { heightPx: 3, durationMs: 5000, throttleMs: 200 } as const;

/** Breakpoints of the spec, in px. "small screen" for the wallet is below 600 (MUI sm). */
export const BREAKPOINTS = { xs: 480, sm: 600, md: 768, lg: 992, xl: 1200 } as const;
export const RELOAD_ON_ACCOUNT_CHANGE_BELOW_PX = 600;

export const INVESTOR_TYPES = [1, 2, 3] as const;
export const NFT_LIST_PAGE_SIZE = 12;
export const DEFAULT_PAGE_SIZE = 10;
/** Bounds of a paged list's query: larger pages or deeper offsets are refused, not silently clamped. */
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE_NUMBER = 100_000;

export const DESCRIPTION_MAX_CHARS = 30;
export const DESCRIPTION_CUT_CHARS = 25;
export const TABLE_INFO_MAX_CHARS = 13;
export const SYMBOL_LIST_MAX = 3;

/** Local storage keys of the spec (§9), plus the auth token. */
export const STORAGE_KEYS = {
  supportSymbol: "supportSymbol",
  contractHub: "contractHub",
  lastToken: "lastToken",
  extensionName: "extensionName",
  termsAndConditions: "terms-and-conditions",
  investorType: "investor-type",
  authToken: "token",
} as const;

/** Wallet types of the spec (§3); the stored extensionName is one of these. */
export const WALLET_TYPES = {
  metamask: "Metamask",
  binanceChain: "BinanceChain",
  trustWallet: "TrustWallet",
  dfyWallet: "DFYWallet",
  walletConnect: "walletConnect",
  safePal: "SafePal",
} as const;
export type WalletType = (typeof WALLET_TYPES)[keyof typeof WALLET_TYPES];

/** Notification filter types (§3). */
export const NOTIFICATION_TYPES = { ALL: 0, HOT: 1, ACTIVITIES: 2, NEW_SYSTEM: 3, WARNING: 4 } as const;

/**
 * Trader-type thresholds of the legal notice (§5, §9). Amounts in pounds sterling.
 * High net worth: income at or above the first, or net assets at or above the second (excluding the main home,
 * qualifying insurance and pensions). Sophisticated: months in a business angel network or years of investment
 * experience. Everyday (refused): at most this percentage of net assets in unlisted shares in the prior or
 * following months.
 */
export const TRADER_THRESHOLDS = {
  highNetWorthIncomeGbp: 100_000,
  highNetWorthNetAssetsGbp: 250_000,
  everydayMaxUnlistedPercent: 10,
  everydayPeriodMonths: 12,
  businessAngelNetworkMonths: 6,
  investmentExperienceYears: 2,
} as const;

/**
 * Investor types (§3 "investor type 1, 2 or 3"), named after the spec's trader types (§5; decision 0010).
 * Business owners and professionals share type 3. Everyday traders get no type: the service is refused.
 */
export const INVESTOR_TYPE = { highNetWorth: 1, sophisticated: 2, professional: 3 } as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

/** The cookie that keeps a visitor's terms acceptance beside localStorage (§4); days it lasts. */
export const TERMS_COOKIE_MAX_AGE_DAYS = 365;


// The contracts' rate scale lives with their calls (@openpawn/chain, decision 0052).
export { LENDING_RATE_ZOOM } from "@openpawn/chain/lending/rates";
/** Collateral list: page size 10, sorted by id descending (lending spec §9). */
export const COLLATERAL_PAGE_SIZE = 10;
/** Gas for a transaction whose estimate fails (lending spec §9). */
export const GAS_ESTIMATE_FALLBACK = 4_000_000n;
/** The lending contracts name the chain's native coin by the zero address. */
export const NATIVE_TOKEN_ADDRESS = "0x0000000000000000000000000000000000000000";
/** NFT uploads (docs/decisions/0029-media-storage.md): default largest image (and video cover) and video, in bytes. The API's
 * limits are NFT_IMAGE_MAX_BYTES / NFT_VIDEO_MAX_BYTES, defaulting to these; it reads types from the bytes. */
export const NFT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const NFT_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** The media types an NFT file may have: images (also a video's cover) and videos. */
export const NFT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export const NFT_VIDEO_TYPES = ["video/mp4", "video/webm"] as const;
