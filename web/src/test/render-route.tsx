import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/app-providers.tsx";
import { routes } from "../app/router.tsx";
import { TEST_CONFIG } from "./test-runtime-config.ts";

/** The whole app (the app's providers and route objects) at `path`, in a memory router. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders config={TEST_CONFIG}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
