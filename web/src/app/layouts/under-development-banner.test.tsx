import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "@mui/material";
import { BANNER_MESSAGES } from "@openpawn/shared/platform/messages";
import { RuntimeConfigProvider } from "../../config/runtime-config-context.tsx";
import { JSDOM_DEFAULT_WIDTH, setScreenWidth } from "../../test/set-screen-width.ts";
import { TEST_CONFIG } from "../../test/test-runtime-config.ts";
import { theme } from "../theme.ts";
import { UnderDevelopmentBanner } from "./under-development-banner.tsx";

const TEXT = BANNER_MESSAGES.underDevelopment(TEST_CONFIG.supportEmail);

function renderBanner() {
  return render(
    <RuntimeConfigProvider config={TEST_CONFIG}>
      <ThemeProvider theme={theme}>
        <UnderDevelopmentBanner />
      </ThemeProvider>
    </RuntimeConfigProvider>,
  );
}

describe("UnderDevelopmentBanner", () => {
  afterEach(() => setScreenWidth(JSDOM_DEFAULT_WIDTH));

  it("shows the support address and stays dismissed for the session", async () => {
    const first = renderBanner();
    expect(screen.getByText(TEXT)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText(TEXT)).toBeNull();
    first.unmount();
    renderBanner();
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it("is not shown below the md breakpoint", () => {
    setScreenWidth(700);
    renderBanner();
    expect(screen.queryByText(TEXT)).toBeNull();
  });
});
