/**
 * The package boundaries of DESIGN.md §1, checked on every `npm test` (and by `npm run boundaries`):
 *
 *   node_modules/.bin/depcruise --output-type err contracts command-service query-service projector infra client/src
 *
 * Paths are the files' real paths from the repository root: `@bimprofile/infra/…` resolves through the
 * workspace link and the package's `exports` to `infra/src/…`. Type-only imports count as imports.
 * Test files (`*.test.ts`, `*.spec.ts`, `src/testing/`) may reach further than the code they test
 * (a query-service test fills its read models with the projector's runner); the code itself may not.
 */
const TEST = "(\\.(test|spec)\\.tsx?$|/src/testing/)"
const OURS = "^(contracts|infra|projector|command-service|query-service|client|tests)/"

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "contracts-import-nothing-of-ours",
      comment: "contracts are the pure shared language (schemas, DTOs, events): they import no other package of ours.",
      severity: "error",
      from: { path: "^contracts/" },
      to: { path: OURS, pathNot: "^contracts/" },
    },
    {
      name: "client-imports-only-contracts",
      comment: "The browser bundle may share contracts with the server, nothing else of it.",
      severity: "error",
      from: { path: "^client/" },
      to: { path: OURS, pathNot: "^(contracts|client)/" },
    },
    {
      name: "write-side-reads-no-read-models",
      comment:
        "The write side decides on its own state (event streams, its directory, its sign-in tables), never on read models: " +
        "not the query side's SQL (infra/src/read-models), not the projector's tables or code, not the query service — " +
        "directly or through another module.",
      severity: "error",
      from: { path: "^command-service/", pathNot: TEST },
      to: { path: "^(infra/src/read-models/|projector/|query-service/)", reachable: true },
    },
    {
      name: "query-side-uses-only-pure-projections",
      comment:
        "The query service folds the projector's pure projections (time travel); it never runs or imports the runner, " +
        "the projector's storage or its command line. The notice between them is contracts/src/live/projected-notice.ts. " +
        "A snapshot \"as of\" a point is written through projector/src/as-of, which uses the projector's writers on the snapshot's own schema, never the live tables.",
      severity: "error",
      from: { path: "^query-service/", pathNot: TEST },
      to: { path: "^projector/src/(runner|storage|cli|testing)(/|\\.ts$)" },
    },
    {
      name: "pure-projections-import-no-infra",
      comment:
        "The pure projections (projector/src/projection.ts and projections/) are what time travel folds in any process: " +
        "no infra, no migration file, none of the runner's or storage's code — not even through another module.",
      severity: "error",
      from: { path: "^projector/src/(projection\\.ts$|projections/)", pathNot: TEST },
      to: { path: "^(infra/|projector/src/(runner|storage|cli|testing)/|projector/src/cli\\.ts$)", reachable: true },
    },
    {
      name: "projector-reads-no-query-sql",
      comment: "The projector reads the tables it writes with its own SQL (projector/src/storage), never the query side's reads.",
      severity: "error",
      from: { path: "^projector/" },
      to: { path: "^(infra/src/read-models/|query-service/)" },
    },
    {
      name: "nothing-imports-command-service",
      comment: "Only the launcher and tests start the write side (DESIGN.md §1).",
      severity: "error",
      from: { pathNot: `^(command-service|infra/launcher|tests)/|${TEST}` },
      to: { path: "^command-service/" },
    },
    {
      name: "nobody-imports-the-launcher",
      comment: "The all-in-one launcher imports every service; a library importing it would close a cycle between packages (turbo breaks).",
      severity: "error",
      from: { pathNot: `^(infra/launcher|tests)/|${TEST}` },
      to: { path: "^infra/launcher/" },
    },
    {
      name: "infra-imports-no-service",
      comment: "infra is the library the services build on: it knows none of them.",
      severity: "error",
      from: { path: "^infra/", pathNot: "^infra/launcher/" },
      to: { path: "^(projector|command-service|query-service|client)/" },
    },
    {
      name: "kafka-client-only-behind-infra-kafka",
      comment: "kafkajs (unmaintained since 2023) is used only in infra/src/kafka/, so another client can replace it there (docs/kafka.md).",
      severity: "error",
      from: { path: OURS, pathNot: "^infra/src/kafka/" },
      to: { path: "node_modules/kafkajs/" },
    },
    {
      name: "code-imports-no-tests",
      comment: "The tests package (system tests, fixtures) is for tests only.",
      severity: "error",
      from: { path: OURS, pathNot: `^tests/|${TEST}` },
      to: { path: "^tests/" },
    },
    {
      name: "no-circular",
      comment: "No import cycles, within a package or between packages.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import the checker cannot resolve would pass every rule unseen: each must resolve (a package's `exports` included).",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Packages stay out of the graph, except the ones a rule guards (kafkajs: a leaf, not followed).
    exclude: { path: "(^|/)(dist|\\.turbo|data)/|node_modules/(?!kafkajs/)" },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
    },
    moduleSystems: ["es6", "cjs"],
    cache: false,
  },
}
