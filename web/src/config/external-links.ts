/**
 * Addresses outside this app, in one place. They sit on the reserved .example domain until the
 * product's real sites (documentation, social accounts, stores, exchanges) are known.
 */
export const EXTERNAL_LINKS = {
  faq: "https://docs.openpawn.example/faq",
  whitepaper: "https://docs.openpawn.example/whitepaper.pdf",
  termsOfService: "https://docs.openpawn.example/terms-of-service",
  privacyPolicy: "https://docs.openpawn.example/privacy-policy",
  riskWarning: "https://docs.openpawn.example/risk-warning",
  cookiePolicy: "https://docs.openpawn.example/cookie-policy",
  appStore: "https://apps.apple.com/app/openpawn.example",
  googlePlay: "https://play.google.com/store/apps/details?id=example.openpawn",
  twitter: "https://twitter.com/openpawn.example",
  telegram: "https://t.me/openpawn.example",
  medium: "https://medium.com/openpawn.example",
  github: "https://github.com/openpawn.example",
  pancakeSwap: "https://pancakeswap.finance/swap?outputCurrency=openpawn.example",
  gateIo: "https://www.gate.io/trade/openpawn.example",
  kuCoin: "https://www.kucoin.com/trade/openpawn.example",
} as const;
