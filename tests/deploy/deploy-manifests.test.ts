/**
 * The production deployment files (infra/deploy/: compose, Kubernetes, Dockerfile) checked without a Docker
 * daemon or a cluster:
 *
 * 1. every Kubernetes manifest against the Kubernetes JSON schemas (kubernetes-validate, strict), alone and as
 *    `kubectl kustomize` renders the folder;
 * 2. compose.yaml against the Compose Specification's JSON schema (schemas/compose-spec.json, the
 *    compose-spec repository's schema/compose-spec.json at commit 170098ba07d9, Apache-2.0) with ajv, and
 *    through Docker Compose's own loader (`docker compose config`, which also checks references and
 *    interpolation); the container nginx site through `nginx -t`;
 * 3. consistency, so the files cannot drift from the code: every variable a process reads is set in compose
 *    and in its Deployment's environment (and nothing unread is set), every entry named exists, probes ask
 *    the paths the services serve on the right port, the nginx sites of compose and Kubernetes route like
 *    infra/deploy/nginx/bimprofile.conf, the kustomization lists every manifest, the Dockerfile installs
 *    every workspace, docs/deploy.md names every variable.
 *
 * Each check is also run on a broken copy, to show that it can fail.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { Ajv } from "ajv"
import addFormats from "ajv-formats"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  APP_SERVICES,
  dockerfileProblems,
  docsProblems,
  entryProblems,
  kustomizationProblems,
  missingEnvProblems,
  nginxProblemsOfText,
  probeProblems,
  shapeProblems,
  unreadEnvProblems,
} from "./support/deploy-checks"
import {
  COMPOSE_ENV_EXAMPLE,
  COMPOSE_FILE,
  COMPOSE_NGINX_SITE,
  type DeployFiles,
  KUBERNETES_DIR,
  REFERENCE_NGINX_SITE,
  kubernetesNginxSite,
  manifestFilesIn,
  readDeployFiles,
} from "./support/deploy-files"
import { assertToolsInstalled, composeConfig, kubernetesValidate, kustomize, nginxTest, readYamlDocuments } from "./support/deploy-tools"
import { REPO_ROOT, envReadsOf } from "./support/env-reads"

let files: DeployFiles
let scratch: string
/** Service → the variables its process reads; and all of them together. */
const reads = new Map<string, Set<string>>()
const readByAny = new Set<string>()
/** Service → which of /health, /ready, /metrics its code names as a path. */
const served = new Map<string, Set<string>>()

/** A deep copy of the files to break, typed loosely: a broken copy is by design not what the types promise. */
type Breakable = { compose: { services: Record<string, any> }; manifests: any[]; dockerfile: string }
const breakable = (): Breakable => structuredClone(files) as unknown as Breakable
const asFiles = (broken: Breakable) => broken as unknown as DeployFiles
const scratchFile = (name: string, text: string) => {
  const file = path.join(scratch, name)
  fs.writeFileSync(file, text)
  return file
}

beforeAll(async () => {
  assertToolsInstalled()
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bimp-deploy-"))
  files = await readDeployFiles()
  for (const [name, service] of Object.entries(APP_SERVICES)) {
    const found = envReadsOf(service.command[0])
    expect(found.unresolved, `${name} reads the environment by computed names the scanner cannot follow`).toEqual([])
    reads.set(name, new Set(found.names.keys()))
    for (const variable of found.names.keys()) readByAny.add(variable)
    const sources = found.files.map((file) => fs.readFileSync(path.join(REPO_ROOT, file), "utf8")).join("\n")
    served.set(name, new Set(["/health", "/ready", "/metrics"].filter((route) => sources.includes(`"${route}"`))))
  }
})
afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
})

describe("Kubernetes manifests", () => {
  it("every manifest passes kubernetes-validate (strict); a misspelt field fails", async () => {
    const manifests = manifestFilesIn(KUBERNETES_DIR).map((file) => path.join(KUBERNETES_DIR, file))
    expect(manifests.length).toBeGreaterThanOrEqual(8)
    const valid = await kubernetesValidate(manifests)
    expect(valid.output).not.toMatch(/ERROR/)
    expect(valid.ok).toBe(true)

    const broken = fs.readFileSync(path.join(KUBERNETES_DIR, "projector.yaml"), "utf8").replace("readinessProbe:", "readynessProbe:")
    const refused = await kubernetesValidate([scratchFile("projector.yaml", broken)])
    expect(refused.ok).toBe(false)
    expect(refused.output).toMatch(/readynessProbe/)
  })

  it("kubectl kustomize renders the folder, and what it renders passes kubernetes-validate too; a missing resource fails", async () => {
    const rendered = await kustomize(KUBERNETES_DIR)
    expect(rendered.ok, rendered.output).toBe(true)
    expect(rendered.output).toMatch(/image: registry\.example\.com\/bimprofile\/app:/)
    const valid = await kubernetesValidate([scratchFile("rendered.yaml", rendered.output)])
    expect(valid.output).not.toMatch(/ERROR/)
    expect(valid.ok).toBe(true)

    const broken = path.join(scratch, "kubernetes")
    fs.cpSync(KUBERNETES_DIR, broken, { recursive: true })
    fs.writeFileSync(path.join(broken, "kustomization.yaml"), fs.readFileSync(path.join(broken, "kustomization.yaml"), "utf8").replace("  - relay.yaml\n", "  - relay.yaml\n  - relays.yaml\n"))
    const refused = await kustomize(broken)
    expect(refused.ok).toBe(false)
    expect(refused.output).toMatch(/relays\.yaml/)
  })

  it("kustomization.yaml lists exactly the manifests of its folder and names every image", () => {
    expect(kustomizationProblems(files.kustomization, files.manifestFiles, files.manifests, KUBERNETES_DIR)).toEqual([])

    const missing = { ...files.kustomization, resources: files.kustomization.resources.filter((file) => file !== "relay.yaml").concat("gone.yaml") }
    expect(kustomizationProblems(missing, files.manifestFiles, files.manifests, KUBERNETES_DIR)).toEqual([
      "kustomization: gone.yaml does not exist",
      "kustomization: relay.yaml is not among the resources",
    ])
  })
})

describe("compose.yaml", () => {
  it("is valid against the Compose Specification's JSON schema; an unknown key fails", async () => {
    const schema = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "schemas/compose-spec.json"), "utf8"))
    delete schema.$schema // draft-07, ajv's own default, named by an address ajv does not know
    const ajv = new Ajv({ allErrors: true, strict: false })
    addFormats(ajv)
    const validate = ajv.compile(schema)
    const [compose] = (await readYamlDocuments(COMPOSE_FILE)) as Array<{ services: Record<string, any> }>
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true)

    const broken = structuredClone(compose!)
    broken.services.relay.healthcheck.tset = ["CMD", "true"]
    expect(validate(broken)).toBe(false)
    expect(JSON.stringify(validate.errors)).toMatch(/tset/)
  })

  it("Docker Compose loads it with env.example; a wrong depends_on condition or a missing required variable fails", async () => {
    const loaded = await composeConfig(COMPOSE_FILE, COMPOSE_ENV_EXAMPLE)
    expect(loaded.output).not.toMatch(/error/i)
    expect(Object.keys(loaded.model!.services).sort()).toEqual(["command-service", "kafka", "nginx", "postgres", "projector", "query-service", "relay"])
    expect(Object.keys(loaded.model!.volumes ?? {}).sort()).toEqual(["app-data", "kafka-data", "postgres-data"])

    const source = fs.readFileSync(COMPOSE_FILE, "utf8")
    const brokenCompose = scratchFile("compose.yaml", source.replace("condition: service_healthy", "condition: service_ready"))
    fs.copyFileSync(COMPOSE_NGINX_SITE, path.join(scratch, "nginx.conf"))
    const refused = await composeConfig(brokenCompose, COMPOSE_ENV_EXAMPLE)
    expect(refused.ok).toBe(false)
    expect(refused.output).toMatch(/condition/)

    const withoutPassword = scratchFile("env", fs.readFileSync(COMPOSE_ENV_EXAMPLE, "utf8").replace(/^POSTGRES_PASSWORD=.*$/m, ""))
    const unset = await composeConfig(COMPOSE_FILE, withoutPassword)
    expect(unset.ok).toBe(false)
    expect(unset.output).toMatch(/POSTGRES_PASSWORD/)
  })
})

describe("the files agree with the code", () => {
  it("every variable a process reads is set for it in compose and in Kubernetes; a dropped one fails", () => {
    expect(readByAny).toContain("DATABASE_URL") // the scanner finds the reads at all
    expect(reads.get("projector")).toContain("PROJECTOR_BATCH_SIZE") // …also through the helpers that take a name
    expect(missingEnvProblems(files, reads)).toEqual([])

    const broken = breakable()
    delete broken.compose.services.relay.environment.KAFKA_BROKERS
    delete broken.manifests.find((m) => m.kind === "ConfigMap" && m.metadata.name === "bimprofile-env").data.LOG_LEVEL
    const problems = missingEnvProblems(asFiles(broken), reads)
    expect(problems).toContain("compose: relay reads KAFKA_BROKERS, which its environment lacks")
    expect(problems).toContain("kubernetes: command-service reads LOG_LEVEL, which its ConfigMap/Secret/env lack")
  })

  it("nothing is set that no process reads; a misspelt variable fails", () => {
    expect(unreadEnvProblems(files, readByAny)).toEqual([])

    const broken = breakable()
    broken.compose.services["query-service"].environment.LOGLEVEL = "debug"
    broken.manifests.find((m) => m.kind === "Secret").stringData.BIMP_ADMIN_PASSWD = "x"
    expect(unreadEnvProblems(asFiles(broken), readByAny)).toEqual([
      "compose: query-service sets LOGLEVEL, which no process reads",
      "kubernetes: Secret bimprofile-secrets sets BIMP_ADMIN_PASSWD, which no process reads",
    ])
  })

  it("every service runs an entry that exists, the same in the Dockerfile, compose and Kubernetes; a moved entry fails", () => {
    expect(entryProblems(files)).toEqual([])

    const broken = breakable()
    broken.compose.services.relay.command = ["projector/src/relay.ts"]
    broken.dockerfile = broken.dockerfile.replace("node --import tsx projector/src/cli.ts run", "node --import tsx projector/src/projector-cli.ts run")
    expect(entryProblems(asFiles(broken))).toEqual([
      "Dockerfile: does not name projector's entry projector/src/cli.ts run",
      'compose: relay runs ["projector/src/relay.ts"], not ["projector/src/relay-cli.ts"]',
      "Dockerfile: names projector/src/projector-cli.ts, which does not exist",
    ])
  })

  it("health checks and probes ask /health and /ready where the service answers them, Prometheus scrapes /metrics there; another path fails", () => {
    expect(probeProblems(files, served)).toEqual([])

    const broken = breakable()
    const query = broken.manifests.find((m) => m.kind === "Deployment" && m.metadata.name === "query-service")
    query.spec.template.spec.containers[0].livenessProbe.httpGet.path = "/healthz"
    const problems = probeProblems(asFiles(broken), served)
    expect(problems).toEqual([expect.stringMatching(/^kubernetes: query-service's livenessProbe asks \/healthz on \d+, not \/health on \d+$/)])
    // A path the code does not serve fails even where the manifests agree with each other.
    const deaf = new Map([...served].map(([name, paths]) => [name, new Set([...paths].filter((p) => p !== "/ready"))]))
    expect(probeProblems(files, deaf)).toContain("compose: relay's health check asks /ready, which the service does not serve")
  })

  it("replicas, update strategies and grace periods are as documented; a second relay fails", () => {
    expect(shapeProblems(files)).toEqual([])

    const broken = breakable()
    const relay = broken.manifests.find((m) => m.kind === "Deployment" && m.metadata.name === "relay")
    relay.spec.replicas = 2
    relay.spec.strategy = { type: "RollingUpdate" }
    expect(shapeProblems(asFiles(broken))).toEqual(["kubernetes: relay has 2 replicas, not 1", "kubernetes: relay's strategy is not Recreate"])
  })

  it("the nginx sites of compose and Kubernetes route like infra/deploy/nginx/bimprofile.conf; a buffered live stream fails", () => {
    const reference = fs.readFileSync(REFERENCE_NGINX_SITE, "utf8")
    const composeSite = fs.readFileSync(COMPOSE_NGINX_SITE, "utf8")
    expect(nginxProblemsOfText("compose/nginx.conf", reference, composeSite)).toEqual([])
    expect(nginxProblemsOfText("kubernetes nginx-site", reference, kubernetesNginxSite(files))).toEqual([])
    expect(kubernetesNginxSite(files), "the Kubernetes ConfigMap holds the compose site, word for word").toBe(composeSite)

    const buffered = composeSite.replace("proxy_buffering off;", "proxy_buffering on;")
    expect(nginxProblemsOfText("copy", reference, buffered)).toEqual([
      expect.stringMatching(/^copy: location \/1\.2\/live differs/),
      "copy: /1.2/live is not proxied unbuffered to the query services",
    ])
    const metricsExposed = composeSite.replace(/location = \/metrics\s*\{[^}]*\}/, "location = /metrics { proxy_pass http://bimp_query; }")
    expect(nginxProblemsOfText("copy", reference, metricsExposed)).toContain("copy: /metrics is proxied to bimp_query")
  })

  it("nginx accepts the container site (nginx -t); a misspelt directive fails", async () => {
    const site = fs.readFileSync(COMPOSE_NGINX_SITE, "utf8")
    const accepted = await nginxTest(site, path.join(scratch, "nginx-ok"))
    expect(accepted.output).toMatch(/test is successful/)

    const refused = await nginxTest(site.replace("proxy_buffering off;", "proxy_bufering off;"), path.join(scratch, "nginx-broken"))
    expect(refused.ok).toBe(false)
    expect(refused.output).toMatch(/unknown directive "proxy_bufering"/)
  })

  it("the Dockerfile installs every workspace; a forgotten package.json fails", () => {
    expect(dockerfileProblems(files.dockerfile)).toEqual([])
    expect(dockerfileProblems(files.dockerfile.replace("COPY projector/package.json projector/\n", ""))).toEqual([
      "Dockerfile: does not copy projector/package.json before npm ci",
    ])
  })

  it("docs/deploy.md has a row for every variable; a missing row fails", () => {
    const docs = fs.readFileSync(path.join(REPO_ROOT, "docs/deploy.md"), "utf8")
    expect(docsProblems(docs, readByAny)).toEqual([])
    expect(docsProblems(docs.replace(/^\| `KAFKA_BROKERS`.*$/m, ""), readByAny)).toEqual(["docs/deploy.md: no row for KAFKA_BROKERS"])
  })
})
