import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import openpawn from "./eslint/plugin.js";

/**
 * The web app's parts and who may import whom (issue 9 §4, decision 0019), checked by where the imported file
 * is (eslint/import-zones.js): features never import each other; the platform layers (the wallet and chain
 * layer web/src/wallet, shared components, stores, lib, config) serve every feature and never import one;
 * stores never import components; the route table is built in one place (pages.ts lists the pages,
 * router.tsx maps them), so no other file creates routes.
 */
const PLATFORM = ["web/src/wallet/", "web/src/components/", "web/src/stores/", "web/src/lib/", "web/src/config/"];
const WEB_IMPORT_ZONES = {
  siblings: [{ dir: "web/src/features", message: "Features never import each other: move what both need to a platform layer (web/src/wallet, components, stores, lib, config)." }],
  zones: [
    { from: PLATFORM, target: ["web/src/features/", "web/src/app/"], message: "A platform layer does not import features or the app." },
    {
      from: ["web/src/features/", "web/src/components/", "web/src/app/", "web/src/wallet/", "web/src/stores/", "web/src/config/"],
      target: "web/src/lib/api-client.ts",
      importNames: ["apiRequest"],
      message: "Call the API through its shared endpoint: callEndpoint(ENDPOINT, …) (web/src/lib/endpoint-call.ts) types the answer from the API's schema (decision 0050).",
    },
    {
      from: ["web/src/stores/", "web/src/features/*/stores/"],
      target: ["web/src/components/", "web/src/features/*/components/", "web/src/app/", "web/src/**/*.tsx"],
      message: "A store holds state and never imports a component (components read stores, not the reverse).",
    },
  ],
  packageNames: [
    {
      name: "react-router",
      importNames: ["createBrowserRouter", "createHashRouter", "createMemoryRouter", "createRoutesFromElements", "useRoutes", "Routes", "Route", "RouterProvider"],
      allowIn: ["web/src/app/router.tsx", "web/src/app/app.tsx"],
      message: "Pages are registered in one place: add the page to web/src/app/routes/pages.ts (and its module to router.tsx).",
    },
  ],
};

const FORMAT_INSTEAD = "Use the shared formatters (@openpawn/shared/format: formatAmount, formatTokenAmount, formatUsd, formatDate, formatDateTime, formatCount), decision 0045.";
const FORMATTING_BY_HAND = [
  ...["toFixed", "toPrecision", "toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map((property) => ({ property, message: FORMAT_INSTEAD })),
  ...["DateTimeFormat", "NumberFormat", "PluralRules"].map((property) => ({ object: "Intl", property, message: FORMAT_INSTEAD })),
];

/**
 * The API's parts (decision 0050): features never import each other except what a feature publishes in its
 * public.ts; the platform layers below them (the chain spine, plugins, lib, db, mail, config) never import a
 * feature; app.ts and features/index.ts assemble them. Tests may assemble several features, as the app does.
 */
const API_PLATFORM = ["api/src/chain-spine/", "api/src/plugins/", "api/src/lib/", "api/src/db/", "api/src/mail/", "api/src/config/"];
/**
 * The error catalogues (decision 0051): a feature refuses with its own catalogue and the platform's; another
 * feature's refusals reach it through that feature's public.ts. The platform layers refuse with the platform's only.
 */
const API_FEATURES = readdirSync(new URL("./api/src/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const CATALOGUES = "packages/shared/src/*/errors.ts";
const PLATFORM_CATALOGUE = "packages/shared/src/platform/errors.ts";
const CATALOGUE_ZONES = [
  ...API_FEATURES.map((feature) => ({
    from: `api/src/features/${feature}/`,
    target: CATALOGUES,
    except: [`packages/shared/src/${feature}/errors.ts`, PLATFORM_CATALOGUE],
    message: "A feature refuses with its own error catalogue and the platform's: another feature's refusals come through its public.ts.",
  })),
  { from: API_PLATFORM, target: CATALOGUES, except: PLATFORM_CATALOGUE, message: "The platform layers refuse with the platform's error catalogue only." },
];
const API_IMPORT_ZONES = {
  siblings: [
    {
      dir: "api/src/features",
      allow: ["api/src/features/*/public.ts"],
      except: ["api/src/features/index.ts", "api/src/features/feature-manifest.ts"],
      message: "Features never import each other: import what the other feature publishes in its public.ts, or move what both need below the features.",
    },
  ],
  zones: [
    {
      from: API_PLATFORM,
      target: ["api/src/features/"],
      except: ["api/src/features/feature-manifest.ts"],
      message: "The platform layers of the API serve the features and never import one.",
    },
    ...CATALOGUE_ZONES,
  ],
  aliases: [{ prefix: "@openpawn/shared/", path: "packages/shared/src/", extension: ".ts" }],
};

/**
 * Contract writes are built by the builders of @openpawn/chain, never by hand (decision 0052, eslint/contract-writes.js):
 * in the four places that send or verify them, tests included. Which functions are writes, the ABIs say.
 */
const CONTRACT_WRITES = { abis: fileURLToPath(new URL("packages/chain/src/generated/abis.ts", import.meta.url)) };

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.data/**",
      "contracts/out/**",
      "contracts/cache/**",
      "packages/chain/src/generated/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // One format for amounts, dates and counts (decision 0045): the product writes them with the formatters of
    // packages/shared/src/format.ts only, so a page, an e-mail and a test cannot drift into formats of their own.
    // Benchmarks print measurements for developers and keep their own.
    files: ["web/src/**/*.{ts,tsx}", "api/src/**/*.ts", "packages/shared/src/**/*.ts", "e2e/src/**/*.ts"],
    ignores: ["packages/shared/src/format.ts", "**/bench/**"],
    rules: {
      "no-restricted-properties": ["error", ...FORMATTING_BY_HAND],
    },
  },
  {
    // In tests a failed non-null assertion fails the test, which is what it should do.
    files: ["**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The first load (decision 0019): wagmi and viem live in the wallet module (web/src/wallet/runtime) and in
    // components that run inside a WalletScope (an on-chain/ folder); both are reached by a dynamic import only.
    // Elsewhere wagmi and viem may be named as types, never imported as code.
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/wallet/runtime/**", "web/src/**/on-chain/**", "web/src/**/*.test.{ts,tsx}", "web/src/**/test/**"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["wagmi", "wagmi/*", "@wagmi/*", "viem", "viem/*"],
              allowTypeImports: true,
              message: "wagmi and viem load after the first paint: use web/src/wallet (state, hooks, actions), or put the component in an on-chain/ folder, load it lazily and render it inside a WalletScope.",
            },
            {
              group: ["**/wallet/runtime/*", "**/on-chain/*"],
              message: "The wallet module and on-chain components are loaded with import() (wallet-loader, onDemand or React.lazy inside a WalletScope), never by a static import.",
            },
          ],
        },
      ],
    },
  },
  {
    // Platform layers (the wallet layer, shared UI, stores, lib, config) serve the features and the app, never the reverse.
    files: ["web/src/{wallet,components,stores,lib,config}/**/*.{ts,tsx}"],
    ignores: ["web/src/wallet/runtime/**", "web/src/**/*.test.{ts,tsx}", "web/src/**/test/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["wagmi", "wagmi/*", "@wagmi/*", "viem", "viem/*"], allowTypeImports: true, message: "See decision 0019: wagmi and viem only in web/src/wallet/runtime." },
            { group: ["**/wallet/runtime/*", "**/on-chain/*"], message: "Reached by import() only (decision 0019)." },
          ],
        },
      ],
    },
  },
  {
    // The wallet module itself: wagmi and viem are its own; features and the app are not (import zones).
    files: ["web/src/wallet/runtime/**/*.{ts,tsx}"],
    ignores: ["web/src/**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    // Tests and their helpers render whatever they test together, with the routers they need.
    ignores: ["web/src/**/*.test.{ts,tsx}", "web/src/**/test/**"],
    plugins: { openpawn },
    rules: { "openpawn/import-zones": ["error", WEB_IMPORT_ZONES] },
  },
  {
    files: ["api/src/**/*.ts"],
    ignores: ["api/src/**/*.test.ts", "api/src/**/test/**"],
    plugins: { openpawn },
    rules: { "openpawn/import-zones": ["error", API_IMPORT_ZONES] },
  },
  {
    files: ["web/src/**/*.{ts,tsx}", "stack/src/**/*.ts", "e2e/src/**/*.ts", "api/src/**/*.ts"],
    plugins: { openpawn },
    rules: { "openpawn/contract-writes": ["error", CONTRACT_WRITES] },
  },
);
