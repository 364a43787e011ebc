import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";
import { renderRoute } from "../../../test/render-route.tsx";
import { TEST_CONFIG } from "../../../test/test-runtime-config.ts";

async function footerOf(config = TEST_CONFIG) {
  renderRoute("/faq", config);
  await screen.findByRole("heading", { level: 1, name: "Frequently asked questions" });
  return screen.getByRole("contentinfo");
}

const hrefs = (footer: HTMLElement) => within(footer).getAllByRole("link").map((link) => link.getAttribute("href") ?? "");

describe("footer", () => {
  it("links only the product's own pages when no outside link is configured, and hides sections left empty", async () => {
    const footer = await footerOf();
    const links = hrefs(footer);
    expect(links.filter((href) => /^https?:/.test(href))).toEqual([]);
    expect(links).toEqual(expect.arrayContaining(["/faq", "/terms", "/privacy", "/pawn", "/nft"]));
    expect(within(footer).queryByRole("heading", { name: "Follow us" })).toBeNull();
    expect(within(footer).queryByRole("heading", { name: "Buy DFY" })).toBeNull();
  });

  it("shows the outside links the operator configured, and only those", async () => {
    const footer = await footerOf({ ...TEST_CONFIG, links: { twitter: "https://x.com/openpawn", whitepaper: "https://openpawn.io/whitepaper.pdf" } });
    expect(within(footer).getByRole("link", { name: "Twitter" }).getAttribute("href")).toBe("https://x.com/openpawn");
    expect(within(footer).getByRole("link", { name: "Whitepaper" }).getAttribute("href")).toBe("https://openpawn.io/whitepaper.pdf");
    expect(within(footer).queryByRole("link", { name: "Telegram" })).toBeNull();
    expect(within(footer).queryByRole("link", { name: "Risk warning" })).toBeNull();
  });

  it("says which areas are coming soon beside their links", async () => {
    const footer = await footerOf();
    const quickLinks = within(footer).getByRole("link", { name: "Staking" }).closest("li");
    expect(within(quickLinks!).getByText(SHELL_MESSAGES.comingSoon)).toBeTruthy();
    expect(within(within(footer).getByRole("link", { name: "P2P Lending" }).closest("li")!).queryByText(SHELL_MESSAGES.comingSoon)).toBeNull();
  });
});
