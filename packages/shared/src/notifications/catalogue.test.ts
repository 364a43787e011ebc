import { describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES } from "../constants.ts";
import {
  BORROWER_TX_TYPES,
  LENDER_TX_TYPES,
  NOTIFICATION_CATALOGUE,
  NOTIFICATION_SLICES,
  describeNotification,
  findNotificationDefinition,
  formatMetaAmount,
  pushMessageBody,
  validateNotification,
  type NotificationMeta,
} from "./catalogue.ts";

/** Spec §4, verbatim lists. */
const SPEC_BORROWER = [1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 25, 26, 27, 100, 101, 102, 103, 104];
const SPEC_LENDER = [2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 20, 21, 22, 24];
/** Added by decision 0008 for chain events §4 has no type for: a period closed late, an offer cancelled by its lender. */
const ADDED_BORROWER = [28, 29];
/** Added by decision 0027 for negotiation threads: a proposal, agreed terms, the signed offer (borrower only). */
const NEGOTIATION_BORROWER = [40, 41, 42];
const NEGOTIATION_LENDER = [40, 41];
/** Added by decision 0027: a new collateral that fits a lender's preferences. */
const SETTING_MATCH_LENDER = [43];
/** Added by decision 0026: a package its owner's wallet no longer funds. */
const ADDED_LENDER = [30];
/** Added by decision 0030 for the NFT market: bids, outbids, auctions won, ended, approved and rejected, sales. */
const NFT_BORROWER = [50, 51, 52, 53, 54, 55, 56];

/** Meta data holding every field, for rendering every type. */
const FULL: NotificationMeta = {
  collateral: { idCollateral: 7, nameCollateral: "My BNB", amount: "12.5", cryptoAsset: "BNB", amountAdd: "2" },
  package: { idPackage: 3, namePackage: "Fast loans", reason: "your wallet no longer allows lending its smallest loan" },
  contract: {
    idContract: 42,
    dueDate: "2026-12-01T10:00:00Z",
    ltvCurrent: 72.5,
    ltvLiquidation: 80,
    reason: "3 late payments",
    systemFee: 3,
    txnHash: `0x${"ab".repeat(32)}`,
    amountLoan: "1500",
    cryptoLoan: "USDT",
  },
  offer: { idOffer: 9, nameOffer: "Offer A", loanAmount: "1000.123456", cryptoLoan: "USDT" },
  review: { points: 5, comment: "Paid on time, thank you very much for everything", idReviewer: 11, nameReviewer: "Alice" },
  reward: { referralId: "R1", email: "bob@example.com", amount: 50 },
  user: { idUser: 5, nameUser: "Lender Co" },
  negotiation: { idNegotiation: 4, amount: "250", cryptoLoan: "USDT" },
  nft: { idNft: 12, nameNft: "Sunset #3", amount: "1.5", cryptoToken: "BNB", idAuction: 2 },
};

describe("notification catalogue", () => {
  it("holds every borrower and lender type of spec §4 and the added ones, and nothing else", () => {
    const borrower = [...SPEC_BORROWER, ...ADDED_BORROWER, ...NEGOTIATION_BORROWER, ...NFT_BORROWER].sort((a, b) => a - b);
    const lender = [...SPEC_LENDER, ...ADDED_LENDER, ...NEGOTIATION_LENDER, ...SETTING_MATCH_LENDER].sort((a, b) => a - b);
    expect([...BORROWER_TX_TYPES].sort((a, b) => a - b)).toEqual(borrower);
    expect([...LENDER_TX_TYPES].sort((a, b) => a - b)).toEqual(lender);
    expect(NOTIFICATION_CATALOGUE).toHaveLength(borrower.length + lender.length);
  });

  it("is assembled from the features' slices, each (user type, tx type) defined in exactly one of them", () => {
    const slices = Object.values(NOTIFICATION_SLICES);
    const counts = new Map<string, number>();
    for (const definition of slices.flat()) {
      const key = `${definition.userType}:${definition.txType}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts].filter(([, count]) => count !== 1)).toEqual([]);
    expect(NOTIFICATION_CATALOGUE).toHaveLength(slices.reduce((sum, slice) => sum + slice.length, 0));
    expect(new Set(NOTIFICATION_CATALOGUE)).toEqual(new Set(slices.flat()));
  });

  it("gives every type a filter type, a title and a link to a route of the spec", () => {
    const routes = /^\/(pawn\/offer\/|pawn\/lender\/|pawn\/create\/pawnshop\/step-1|inventory\/loan-package\/|inventory\/collateral\/|inventory\/contract\/borrow\/|inventory\/contract\/loan\/|inventory\/offer\/|profile\?|farm\/lottery|inventory\/profile\/verification|inventory\/personal-profile|inventory\/lender-profile\/pawnshop-loan-package$|pawn\/negotiation\/|nft\/market\/details\/|nft-detail\/)/;
    for (const definition of NOTIFICATION_CATALOGUE) {
      const where = `${definition.userType}:${definition.txType}`;
      expect([NOTIFICATION_TYPES.HOT, NOTIFICATION_TYPES.ACTIVITIES, NOTIFICATION_TYPES.NEW_SYSTEM, NOTIFICATION_TYPES.WARNING], where).toContain(
        definition.filter,
      );
      expect(validateNotification(definition.userType, definition.txType, FULL).ok, where).toBe(true);
      const title = definition.title(FULL);
      expect(title.length, where).toBeGreaterThan(10);
      expect(title, where).not.toMatch(/undefined|NaN|\(\s*\)/);
      expect(definition.link(FULL), where).toMatch(routes);
    }
  });

  it("classifies warnings, activities, system news and hot items", () => {
    const filter = (userType: number, txType: number) => findNotificationDefinition(userType, txType)!.filter;
    for (const txType of [14, 17, 18, 19, 21, 28]) expect(filter(1, txType)).toBe(NOTIFICATION_TYPES.WARNING);
    for (const txType of [21, 30]) expect(filter(2, txType)).toBe(NOTIFICATION_TYPES.WARNING);
    for (const txType of [5, 9, 10, 11, 13, 29]) expect(filter(1, txType)).toBe(NOTIFICATION_TYPES.ACTIVITIES);
    for (const txType of [100, 101, 102, 103, 104]) expect(filter(1, txType)).toBe(NOTIFICATION_TYPES.NEW_SYSTEM);
    for (const txType of [25, 26, 27]) expect(filter(1, txType)).toBe(NOTIFICATION_TYPES.HOT);
  });

  it("builds titles with every amount followed by its token symbol", () => {
    const title = (userType: number, txType: number, meta: NotificationMeta = FULL) => findNotificationDefinition(userType, txType)!.title(meta);
    expect(title(1, 1)).toBe("Your collateral My BNB (12.5 BNB) has been created");
    expect(title(1, 5)).toBe("You received the offer Offer A of 1K USDT for your collateral My BNB");
    expect(title(1, 9)).toBe("Contract #42 has been generated from the loan package Fast loans: you receive 1.5K USDT");
    expect(title(1, 17)).toBe("Contract #42: 1.5K USDT is due soon, by Dec 1, 2026, 10:00 UTC");
    expect(title(1, 19)).toBe("Contract #42: LTV is 72.5%, liquidation at 80%. Add collateral or repay");
    expect(title(1, 20)).toBe("You added 2 BNB of collateral to contract #42");
    expect(title(2, 21)).toBe("Contract #42 has been liquidated: you receive 97% of the collateral of 12.5 BNB");
    expect(title(1, 28)).toBe("Contract #42: the repayment period closed with an amount unpaid. Repeated late payments liquidate the contract");
    expect(title(1, 28, { contract: { idContract: 42 }, repayment: { lateCount: 2 } })).toContain("unpaid (late payments: 2).");
    expect(title(1, 29)).toBe("The offer Offer A for your collateral My BNB has been cancelled by its lender");
    expect(title(2, 30)).toBe("Your loan package Fast loans is paused: your wallet no longer allows lending its smallest loan. Borrowers cannot submit to it until you fix it");
    expect(title(1, 101)).toBe("You received 50 DFY: bob@example.com completed identity verification");
    expect(title(1, 103, {})).toBe("Welcome to OpenPawn! Verify your account to receive 50 DFY");
    expect(title(1, 23)).toBe('Alice reviewed you: 5/5 "Paid on time, thank you v..."');
    expect(formatMetaAmount("999.123456", "BNB")).toBe("999.12345 BNB");
    expect(formatMetaAmount("0.000001", "BNB")).toBe("<0.00001 BNB");
    expect(formatMetaAmount("1234567.891", "USDT")).toBe("1.23M USDT");
  });

  it("links to the routes of the spec", () => {
    const link = (userType: number, txType: number) => findNotificationDefinition(userType, txType)!.link(FULL);
    expect(link(1, 1)).toBe("/inventory/collateral/7");
    expect(link(1, 14)).toBe("/inventory/contract/borrow/42");
    expect(link(1, 28)).toBe("/inventory/contract/borrow/42");
    expect(link(1, 29)).toBe("/inventory/collateral/7");
    expect(link(2, 15)).toBe("/inventory/contract/loan/42");
    expect(link(2, 5)).toBe("/inventory/offer/9");
    expect(link(2, 3)).toBe("/pawn/offer/7");
    expect(link(2, 6)).toBe("/inventory/loan-package/3");
    expect(link(2, 30)).toBe("/inventory/lender-profile/pawnshop-loan-package");
    expect(link(1, 23)).toBe("/profile?type=1&userId=5");
    expect(link(2, 24)).toBe("/profile?type=2&userId=5");
  });

  it("refuses unknown types, missing fields and malformed values", () => {
    expect(validateNotification(2, 1, FULL)).toEqual({ ok: false, message: "Unknown notification: user type 2, tx type 1" });
    expect(validateNotification(1, 1, { collateral: { idCollateral: 1 } })).toMatchObject({
      ok: false,
      message: "Meta data misses collateral.nameCollateral, collateral.amount, collateral.cryptoAsset",
    });
    expect(validateNotification(1, 1, { ...FULL, collateral: { ...FULL.collateral, amount: 1.5 } }).ok).toBe(false);
    expect(validateNotification(1, 1, { ...FULL, contract: { txnHash: "0x12" } }).ok).toBe(false);
  });

  it("describes stored rows from their meta_data text, tolerating unreadable text", () => {
    expect(describeNotification({ user_type: 2, tx_type: 6, meta_data: JSON.stringify(FULL) })).toEqual({
      title: "Your loan package Fast loans has been created",
      link: "/inventory/loan-package/3",
    });
    expect(describeNotification({ user_type: 1, tx_type: 103, meta_data: "not json" }).title).toContain("50 DFY");
    expect(describeNotification({ user_type: 9, tx_type: 9, meta_data: "{}" })).toEqual({ title: "You have a new notification", link: null });
  });

  it("cuts push bodies at 50 characters plus an ellipsis", () => {
    expect(pushMessageBody("x".repeat(50))).toBe("x".repeat(50));
    expect(pushMessageBody("y".repeat(51))).toBe(`${"y".repeat(50)}...`);
  });
});
