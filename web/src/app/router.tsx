import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { ERROR_PAGE_MESSAGES } from "@openpawn/shared/platform/messages";
import { DefaultLayout } from "./layouts/default-layout.tsx";
import { FarmingLayout } from "./layouts/farming-layout.tsx";
import { RootLayout } from "./layouts/root-layout.tsx";
import { StakingLayout } from "./layouts/staking-layout.tsx";
import { authTabQuery } from "./routes/login-tab-query.ts";
import {
  DEFAULT_LAYOUT_PAGES,
  FARMING_LAYOUT_PAGES,
  LOGIN_PAGE,
  STAKING_LAYOUT_PAGES,
  type PageDefinition,
} from "./routes/pages.ts";
import type { RouteHandle } from "./routes/route-handle.ts";
import { RouteErrorPage } from "./routes/route-error-page.tsx";

const loadPlaceholderPage = async () => ({ Component: (await import("./routes/placeholder-page.tsx")).PlaceholderPage });

/** Spec §2 routes whose content another page shows: they lead there (the old borrow page, the account's information). */
const REDIRECTS: Record<string, string> = {
  "/pawn/old": "/pawn",
  "/inventory/information": "/inventory/personal-profile",
};

/** A loader-only route that sends its path on to `to`, query and all. */
function redirectRoute([path, to]: [string, string]): RouteObject {
  return { path, loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`), element: null };
}

/** A page's route: its own module, or the placeholder for a page marked coming soon. */
function pageRoute({ path, title, page }: PageDefinition): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy: page ?? loadPlaceholderPage };
}

/** /signup is the Sign up tab of /login; other query parameters (referral_code) go along. */
function redirectSignupToLogin({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  query.set("tab", authTabQuery("signup"));
  return redirect(`/login?${query}`);
}

function notFound(): never {
  throw data(ERROR_PAGE_MESSAGES.notFound, { status: 404, statusText: "Not Found" });
}

/** What the first load shows until the first page's code has arrived: nothing (a named fallback, not a missing one). */
function NothingYet() {
  return null;
}

/** The pages of a layout sit in a pathless route that shows a page's error inside the layout (header and footer stay). */
function pagesOf(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteErrorPage />, children }];
}

/** Every route of the app (spec §2): /farm pages use the farming layout, /staking pages the staking one. */
export const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // On the first load the shell appears together with the page, once the page's code has arrived: a spinner
    // painted before it would only turn the page's own render into blocking time after the first paint (decision 0019).
    HydrateFallback: NothingYet,
    children: [
      {
        element: <DefaultLayout />,
        children: pagesOf([
          ...DEFAULT_LAYOUT_PAGES.map((page) => pageRoute(page)),
          pageRoute(LOGIN_PAGE),
          // Loader-only routes: they redirect or throw before anything renders.
          { path: "/signup", loader: redirectSignupToLogin, element: null },
          ...Object.entries(REDIRECTS).map(redirectRoute),
          { path: "*", loader: notFound, element: null },
        ]),
      },
      { element: <StakingLayout />, children: pagesOf(STAKING_LAYOUT_PAGES.map((page) => pageRoute(page))) },
      { element: <FarmingLayout />, children: pagesOf(FARMING_LAYOUT_PAGES.map((page) => pageRoute(page))) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
