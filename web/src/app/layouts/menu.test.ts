import { describe, expect, it } from "vitest";
import { matchRoutes } from "react-router";
import { isExternalHref } from "../../components/navigation/nav-link.ts";
import { routes } from "../router.tsx";
import { MENU, visibleMenu, type VisibleMenuNode } from "./menu.ts";

function flatten(nodes: VisibleMenuNode[]): VisibleMenuNode[] {
  return nodes.flatMap((node) => (node.kind === "group" ? [node, ...flatten(node.children)] : [node]));
}

const WALLET = "0x1234567890abcdef1234567890abcdef12345678";

describe("menu", () => {
  it("hides the login-only items from a visitor", () => {
    const labels = flatten(visibleMenu(MENU, { loggedIn: false })).map((node) => node.label);
    expect(labels).toContain("Staking");
    expect(labels).toContain("P2P Lending");
    expect(labels).toContain("Dashboard");
    expect(labels).not.toContain("My Account");
    expect(labels).not.toContain("Collateral");
    expect(labels).not.toContain("Log out");
  });

  it("shows the account items, change password and logout to a logged-in user with a password", () => {
    const labels = flatten(visibleMenu(MENU, { loggedIn: true, hasPassword: true })).map((node) => node.label);
    expect(labels).toEqual(expect.arrayContaining(["My Account", "Collateral", "Staking History", "Change Password", "Log out"]));
  });

  it("offers no Change Password to a wallet-only account, nor while the profile is unknown", () => {
    for (const hasPassword of [false, undefined]) {
      const labels = flatten(visibleMenu(MENU, { loggedIn: true, hasPassword })).map((node) => node.label);
      expect(labels, String(hasPassword)).toContain("Log out");
      expect(labels, String(hasPassword)).not.toContain("Change Password");
    }
  });

  it("links the NFT list with the wallet address, page and a page size of 12", () => {
    const nfts = flatten(visibleMenu(MENU, { loggedIn: true, walletAddress: WALLET })).find((node) => node.label === "NFTs");
    expect(nfts).toMatchObject({ href: `/inventory/nft-list?walletAddress=${WALLET}&page=0&size=12` });
  });

  it("links only to routes that exist, or outside the app", () => {
    const links = flatten(visibleMenu(MENU, { loggedIn: true })).filter((node) => node.kind === "link");
    for (const link of links) {
      if (isExternalHref(link.href)) continue;
      const leaf = matchRoutes(routes, link.href)?.at(-1);
      expect(leaf?.route.path, link.href).not.toBe("*");
    }
  });

  it("marks the links to areas not built yet, and no other", () => {
    const links = flatten(visibleMenu(MENU, { loggedIn: true, hasPassword: true })).filter((node) => node.kind === "link");
    const marked = links.filter((node) => node.comingSoon).map((node) => node.label);
    expect(marked).toEqual(expect.arrayContaining(["Staking", "Farms", "Liquidity", "Lottery", "Assets", "Staking History"]));
    expect(marked).not.toContain("P2P Lending");
    expect(marked).not.toContain("FAQ");
    // Every marked link leads to a page that shows the placeholder, and every unmarked one to a page of its own.
    for (const link of links) expect(matchRoutes(routes, link.href.split("?")[0]!), link.href).not.toBeNull();
  });

  it("links the FAQ to the product's own page", () => {
    expect(flatten(visibleMenu(MENU, { loggedIn: false })).find((node) => node.label === "FAQ")).toMatchObject({ href: "/faq" });
  });
});

