import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/app-providers.tsx";
import { routes } from "../app/router.tsx";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { TEST_CONFIG } from "./test-runtime-config.ts";

/** The whole app (the app's providers and route objects) at `path`, in a memory router; TEST_CONFIG unless given another. */
export function renderRoute(path: string, config: RuntimeConfig = TEST_CONFIG) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
