import { defineConfig } from "vitest/config"

/**
 * Two projects: `node` (packages, system and fault tests, end-to-end journeys in Chromium) with the one
 * PostgreSQL cluster of tests/support/global-setup.ts, and `client` (client/vitest.config.ts: happy-dom).
 */
export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["**/src/**/*.test.ts", "tests/**/*.test.ts", "tests/e2e/**/*.spec.ts"],
          exclude: ["**/node_modules/**", "client/**"],
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
      "client/vitest.config.ts",
    ],
  },
})
