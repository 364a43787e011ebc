import { describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { z } from "zod";
import { ERROR_PAGE_MESSAGES } from "@openpawn/shared/platform/messages";
import { LENDING_ERRORS } from "@openpawn/shared/lending/errors";
import { ApiRequestError } from "../../lib/api-client.ts";
import { describeRouteError } from "./describe-route-error.ts";
import { ErrorPageBoundary } from "./error-page-boundary.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";

/** What zod's parse throws: its message is the issue list as JSON ('[ { "origin": "string", "code": "too_small", … } ]'). */
const ISSUES = z.object({ name: z.string().min(1) }).safeParse({ name: "" }).error as Error;

function Broken(): never {
  throw ISSUES;
}

describe("route error page", () => {
  it("says an API refusal in the API's words; anything else thrown in the catalogue's", () => {
    expect(describeRouteError(new ApiRequestError(409, "This contract is no longer active", [LENDING_ERRORS.contractNotActive.code]))).toEqual({ status: 409, message: "This contract is no longer active" });
    expect(describeRouteError(ISSUES)).toEqual({ status: 500, message: ERROR_PAGE_MESSAGES.generic });
    expect(describeRouteError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toEqual({ status: 500, message: ERROR_PAGE_MESSAGES.generic });
    expect(describeRouteError({})).toEqual({ status: 500, message: ERROR_PAGE_MESSAGES.generic });
    expect(describeRouteError({ status: 404 })).toEqual({ status: 404, message: ERROR_PAGE_MESSAGES.notFound });
  });

  it("shows the words of a refusal a page threw, never an error object", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let thrown: Error = new ApiRequestError(409, "This contract is no longer active", [LENDING_ERRORS.contractNotActive.code]);
    const router = createMemoryRouter([{ path: "/", Component: () => { throw thrown; }, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("This contract is no longer active")).toBeTruthy();
    expect(screen.getByRole("heading", { name: ERROR_PAGE_MESSAGES.title })).toBeTruthy();
    cleanup();

    thrown = ISSUES;
    render(<RouterProvider router={createMemoryRouter([{ path: "/", Component: () => { throw thrown; }, errorElement: <RouteErrorPage /> }])} />);
    expect(await screen.findByText(ERROR_PAGE_MESSAGES.generic)).toBeTruthy();
    expect(document.body.textContent).not.toContain("too_small");
    vi.restoreAllMocks();
  });

  it("falls back to a plain page with a line in words and a link home when the error page itself fails", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole("heading", { name: ERROR_PAGE_MESSAGES.errorPageFailed })).toBeTruthy();
    expect(screen.getByText(ERROR_PAGE_MESSAGES.generic)).toBeTruthy();
    expect(document.body.textContent).not.toContain("too_small");
    expect(screen.getByRole("link").getAttribute("href")).toBe("/");
    vi.restoreAllMocks();
  });
});
