import { field, type NotificationMeta, type NotificationUserType } from "./definition.ts";

// ---- Links (§2 routes named in notification links) ----

const enc = (value: string) => encodeURIComponent(value);
export const NOTIFICATION_LINKS = {
  offerOnCollateral: (m: NotificationMeta) => `/pawn/offer/${enc(field(m, "collateral.idCollateral"))}`,
  lender: (m: NotificationMeta) => `/pawn/lender/${enc(field(m, "user.idUser"))}`,
  createPawnshop: () => "/pawn/create/pawnshop/step-1",
  loanPackage: (m: NotificationMeta) => `/inventory/loan-package/${enc(field(m, "package.idPackage"))}`,
  collateral: (m: NotificationMeta) => `/inventory/collateral/${enc(field(m, "collateral.idCollateral"))}`,
  borrowContract: (m: NotificationMeta) => `/inventory/contract/borrow/${enc(field(m, "contract.idContract"))}`,
  loanContract: (m: NotificationMeta) => `/inventory/contract/loan/${enc(field(m, "contract.idContract"))}`,
  offer: (m: NotificationMeta) => `/inventory/offer/${enc(field(m, "offer.idOffer"))}`,
  profile: (type: NotificationUserType) => (m: NotificationMeta) => `/profile?type=${type}&userId=${enc(field(m, "user.idUser"))}`,
  lottery: () => "/farm/lottery",
  verification: () => "/inventory/profile/verification",
  referrals: () => "/inventory/personal-profile",
  ownPackages: () => "/inventory/lender-profile/pawnshop-loan-package",
  negotiation: (m: NotificationMeta) => `/pawn/negotiation/${enc(field(m, "negotiation.idNegotiation"))}`,
  nftAuction: (m: NotificationMeta) => `/nft/market/details/${enc(field(m, "nft.idAuction"))}`,
  nftDetail: (m: NotificationMeta) => `/nft-detail/${enc(field(m, "nft.idNft"))}`,
} as const;
