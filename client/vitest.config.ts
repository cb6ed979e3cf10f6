/**
 * @module The client's vitest project (run from the root `vitest run` beside the node tests): happy-dom,
 * the client's own Vite config, and ONE React.
 *
 * npm hoisted a React 18 to the root node_modules (for react-popper's peer range) while the client uses
 * React 19 from client/node_modules. The libraries that import React (Blueprint, react-query, react-router,
 * Testing Library, …) sit at the root: left to Node they would load their CommonJS builds and `require`
 * React 18 ("Invalid hook call"). So they are transformed by Vite here (inline), from their ES module
 * builds (mainFields, conditions), and their `react` import is deduplicated to the client's copy.
 */
import { defineProject, mergeConfig } from "vitest/config"
import viteConfig from "./vite.config.ts"

const usesReact = [
  /@blueprintjs\//,
  /@testing-library\/react/,
  /@tanstack\/react-query/,
  /@tanstack\/react-virtual/,
  /react-router/,
  /@floating-ui\/react/,
  /react-popper/,
  /react-transition-group/,
]

export default mergeConfig(
  viteConfig,
  defineProject({
    resolve: {
      dedupe: ["react", "react-dom"],
      mainFields: ["module", "jsnext:main", "jsnext", "main"],
      conditions: ["module-sync", "module", "browser", "development|production"],
    },
    test: {
      name: "client",
      environment: "happy-dom",
      // Tests put built-bundle <script> tags into the page (version check): never fetch them.
      environmentOptions: { happyDOM: { settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } } },
      include: ["src/**/*.test.{ts,tsx}"],
      setupFiles: ["src/test-setup.ts"],
      server: { deps: { inline: usesReact } },
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
)
