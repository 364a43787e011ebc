import { useState } from "react";
import { RouterProvider } from "react-router";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { AppProviders } from "./app-providers.tsx";
import { createAppRouter } from "./router.tsx";

export function App({ config }: { config: RuntimeConfig }) {
  const [router] = useState(() => createAppRouter());
  return (
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
