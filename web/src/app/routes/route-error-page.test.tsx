import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { MESSAGES } from "@openpawn/shared/messages";
import { describeRouteError } from "./describe-route-error.ts";
import { ErrorPageBoundary } from "./error-page-boundary.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";

function Broken(): never {
  throw new Error("the error page broke");
}

describe("route error page", () => {
  it("says what a failed route threw, or a generic line", () => {
    expect(describeRouteError(new Error("Loan not found"))).toEqual({ status: 500, message: "Loan not found" });
    expect(describeRouteError({})).toEqual({ status: 500, message: MESSAGES.errorPage.generic });
    expect(describeRouteError({ status: 404 })).toEqual({ status: 404, message: MESSAGES.errorPage.notFound });
  });

  it("shows the message of an error thrown by a page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: "/", Component: () => { throw new Error("Loan not found"); }, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("Loan not found")).toBeTruthy();
    expect(screen.getByRole("heading", { name: MESSAGES.errorPage.title })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it("falls back to a plain page with details and a link home when the error page itself fails", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole("heading", { name: MESSAGES.errorPage.errorPageFailed })).toBeTruthy();
    expect(screen.getByText(/the error page broke/)).toBeTruthy();
    expect(screen.getByRole("link").getAttribute("href")).toBe("/");
    vi.restoreAllMocks();
  });
});
