import { useState } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { WagmiProvider } from "wagmi";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { RouterProvider } from "react-router";
import type { RuntimeConfig } from "@openpawn/shared/runtime-config";
import { RuntimeConfigProvider } from "../config/runtime-config-context.tsx";
import { createWagmiConfig } from "../lib/wagmi.ts";
import { theme } from "./theme.ts";
import { createAppRouter } from "./router.tsx";

export function App({ config }: { config: RuntimeConfig }) {
  const [queryClient] = useState(() => new QueryClient());
  const [wagmiConfig] = useState(() => createWagmiConfig(config));
  const [router] = useState(() => createAppRouter());
  return (
    <RuntimeConfigProvider config={config}>
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <RouterProvider router={router} />
          </ThemeProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </RuntimeConfigProvider>
  );
}
