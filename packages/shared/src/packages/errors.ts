import { defineErrors } from "../errors.ts";
import { PACKAGE_MESSAGES, SHOP_MESSAGES } from "./messages.ts";

const SHOP = SHOP_MESSAGES;
const PACKAGE = PACKAGE_MESSAGES;

/** The refusals of the packages feature: pawn shops, loan packages, the requests they receive. */
export const PACKAGES_ERRORS = defineErrors({
  shopNotFound: { status: 404, code: "pawn.pawn-shop.not-found", message: SHOP.notFound },
  shopNotRegistered: { status: 404, code: "pawn.pawn-shop.not-registered", message: SHOP.notRegistered },
  shopAlreadyRegistered: { status: 409, code: "pawn.pawn-shop.already-registered", message: SHOP.alreadyRegistered },
  logoMissing: { status: 400, code: "pawn.pawn-shop.logo-missing", message: SHOP.logoMissing },
  logoTooLarge: { status: 413, code: "pawn.pawn-shop.logo-too-large", message: SHOP.logoTooLarge },
  logoUnsupported: { status: 415, code: "pawn.pawn-shop.logo-type", message: SHOP.logoUnsupported },
  packageNotFound: { status: 404, code: "pawn.package.not-found", message: PACKAGE.notFound },
  notDraft: { status: 409, code: "pawn.package.not-draft", message: PACKAGE.notDraft },
  notPublished: { status: 409, code: "pawn.package.not-published", message: PACKAGE.notPublished },
  notUnpublished: { status: 409, code: "pawn.package.not-unpublished", message: PACKAGE.notUnpublished },
  alreadyLinked: { status: 409, code: "pawn.package.already-linked", message: PACKAGE.alreadyLinked },
  notShopWallet: { status: 422, code: "pawn.package.not-shop-wallet", message: PACKAGE.notShopWallet },
  applyMismatch: { status: 422, code: "pawn.package.apply-mismatch", message: PACKAGE.applyMismatch },
  requestNotFound: { status: 404, code: "pawn.loan-request.not-found", message: PACKAGE.requestNotFound },
});
