import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The production build is served by the API on one origin; `vite dev` proxies /api to it.
const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { "/api": apiOrigin } },
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 2000 },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
  },
});
