import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@hds/source"] },
  ssr: { resolve: { conditions: ["@hds/source"] } },
  test: {
    include: [
      "scripts/**/*.test.ts",
      "libs/*/src/**/*.test.ts",
      "services/*/src/**/*.test.ts",
      "libs/*/test/**/*.test.ts",
      "services/*/test/**/*.test.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    env: { HDS_TEST: "1" },
    // The JSON report lets CI print "N passed, N failed".
    reporters: ["default", ["json", { outputFile: "test-results.json" }]],
  },
});
