import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { loadRuntimeConfig } from "./config/runtime-config.ts";

const root = createRoot(document.getElementById("root") as HTMLElement);

loadRuntimeConfig().then(
  (config) =>
    // A transition renders in slices that yield to the browser (input, paint) instead of one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App config={config} />
        </StrictMode>,
      ),
    ),
  (error: unknown) => root.render(<p role="alert">OpenPawn cannot start: {String(error)}</p>),
);
