/**
 * @module The consistency checks of the deployment files: each takes the files as data and returns the
 * problems it finds (none: consistent), so a test can show every check failing on a broken copy.
 */
import fs from "node:fs"
import path from "node:path"
import { REPO_ROOT } from "./env-reads"
import { type DeployFiles, type Kustomization, type Manifest, deploymentOf, kubernetesEnvOf } from "./deploy-files"
import { type NginxSite, locationFor, parseNginxSite, proxiedTo } from "./nginx-site"

type Service = {
  /** What follows `node --import tsx` (the image's entrypoint). */
  readonly command: readonly [entry: string, ...args: string[]]
  /** The port its /health and /ready answer on: the HTTP services' own, else the ops port. */
  readonly probePort: "PORT" | "OPS_PORT"
  readonly replicas: number
  readonly strategy: "RollingUpdate" | "Recreate"
}

/** The four processes, as docs/deploy.md describes them. */
export const APP_SERVICES: Readonly<Record<string, Service>> = {
  "command-service": { command: ["command-service/src/server.ts"], probePort: "PORT", replicas: 2, strategy: "RollingUpdate" },
  "query-service": { command: ["query-service/src/server.ts"], probePort: "PORT", replicas: 2, strategy: "RollingUpdate" },
  // One projector per read-model database, one relay: never two at once, so Recreate, not a rolling update.
  projector: { command: ["projector/src/cli.ts", "run"], probePort: "OPS_PORT", replicas: 1, strategy: "Recreate" },
  relay: { command: ["projector/src/relay-cli.ts"], probePort: "OPS_PORT", replicas: 1, strategy: "Recreate" },
}

/** Seconds a process may take to stop on SIGTERM (finish in-flight work): `onShutdown`'s default deadline. */
export const SHUTDOWN_BUDGET_SECONDS = (() => {
  const source = fs.readFileSync(path.join(REPO_ROOT, "infra/src/ops/graceful-shutdown.ts"), "utf8")
  const deadline = /\bdeadlineMs = ([\d_]+)/.exec(source)?.[1]
  if (!deadline) throw new Error("infra/src/ops/graceful-shutdown.ts: no default deadlineMs found")
  return Number(deadline.replaceAll("_", "")) / 1000
})()
/** The pods' preStop pause (the Service drops the pod before the process stops listening). */
export const PRE_STOP_SECONDS = 5

const sameList = (a: readonly unknown[] | undefined, b: readonly unknown[]) => JSON.stringify(a ?? []) === JSON.stringify(b)
const existsInRepo = (file: string) => fs.existsSync(path.join(REPO_ROOT, file))

/** Every service runs its entry, the entry exists, and the Dockerfile names the same entries. */
export const entryProblems = (files: DeployFiles): string[] => {
  const problems: string[] = []
  for (const [name, service] of Object.entries(APP_SERVICES)) {
    const composed = files.compose.services[name]?.command
    if (!sameList(composed, service.command)) problems.push(`compose: ${name} runs ${JSON.stringify(composed)}, not ${JSON.stringify(service.command)}`)
    const args = deploymentOf(files, name)?.spec.template.spec.containers[0].args
    if (!sameList(args, service.command)) problems.push(`kubernetes: ${name} runs ${JSON.stringify(args)}, not ${JSON.stringify(service.command)}`)
    if (!existsInRepo(service.command[0])) problems.push(`${name}: its entry ${service.command[0]} does not exist`)
    if (!files.dockerfile.includes(`node --import tsx ${service.command.join(" ")}`)) problems.push(`Dockerfile: does not name ${name}'s entry ${service.command.join(" ")}`)
  }
  for (const [, entry = ""] of files.dockerfile.matchAll(/node --import tsx (\S+\.ts)/g)) if (!existsInRepo(entry)) problems.push(`Dockerfile: names ${entry}, which does not exist`)
  const cmd = /^CMD \["([^"]+\.ts)"/m.exec(files.dockerfile)
  if (!cmd?.[1] || !existsInRepo(cmd[1])) problems.push(`Dockerfile: the default CMD ${cmd?.[1]} does not exist`)
  return problems
}

/** Every variable a service reads is in its compose environment and in its Deployment's environment. */
export const missingEnvProblems = (files: DeployFiles, reads: ReadonlyMap<string, ReadonlySet<string>>): string[] => {
  const problems: string[] = []
  for (const name of Object.keys(APP_SERVICES)) {
    const composed = new Set(Object.keys(files.compose.services[name]?.environment ?? {}))
    const deployment = deploymentOf(files, name)
    const kubernetes = deployment ? kubernetesEnvOf(files, deployment) : new Set<string>()
    for (const variable of [...(reads.get(name) ?? [])].sort()) {
      if (!composed.has(variable)) problems.push(`compose: ${name} reads ${variable}, which its environment lacks`)
      if (!kubernetes.has(variable)) problems.push(`kubernetes: ${name} reads ${variable}, which its ConfigMap/Secret/env lack`)
    }
  }
  return problems
}

/** No variable is set that no process reads (a typo, or one the code dropped). */
export const unreadEnvProblems = (files: DeployFiles, readByAny: ReadonlySet<string>): string[] => {
  const problems: string[] = []
  const known = (variable: string) => readByAny.has(variable)
  for (const name of Object.keys(APP_SERVICES))
    for (const variable of Object.keys(files.compose.services[name]?.environment ?? {}))
      if (!known(variable)) problems.push(`compose: ${name} sets ${variable}, which no process reads`)
  for (const manifest of files.manifests.filter((m) => m.metadata.name.startsWith("bimprofile-") && (m.kind === "ConfigMap" || m.kind === "Secret")))
    for (const variable of Object.keys({ ...manifest.data, ...manifest.stringData }))
      if (!known(variable)) problems.push(`kubernetes: ${manifest.kind} ${manifest.metadata.name} sets ${variable}, which no process reads`)
  return problems
}

/** The port number a service's probes must use, from its compose environment (PORT or OPS_PORT). */
const probePortOf = (files: DeployFiles, name: string): string | undefined => files.compose.services[name]?.environment?.[APP_SERVICES[name]!.probePort] ?? undefined

/**
 * Probes ask /health (alive) and /ready (ready) on the port the service answers them on, and the service's
 * sources serve those paths. `served` holds, per service, the paths among /health /ready /metrics its code names.
 */
export const probeProblems = (files: DeployFiles, served: ReadonlyMap<string, ReadonlySet<string>>): string[] => {
  const problems: string[] = []
  for (const name of Object.keys(APP_SERVICES)) {
    const port = probePortOf(files, name)
    const serves = served.get(name) ?? new Set()
    const test = (files.compose.services[name]?.healthcheck?.test ?? []).join(" ")
    const asked = /http:\/\/127\.0\.0\.1:(\d+)(\/\w+)/.exec(test)
    if (!asked || asked[1] !== port || asked[2] !== "/ready") problems.push(`compose: ${name}'s health check asks ${asked?.[0]}, not /ready on port ${port}`)
    else if (!serves.has(asked[2])) problems.push(`compose: ${name}'s health check asks ${asked[2]}, which the service does not serve`)

    const deployment = deploymentOf(files, name)
    if (!deployment) continue
    const container = deployment.spec.template.spec.containers[0]
    const portNumber = (ref: string | number) => String(typeof ref === "number" ? ref : container.ports.find((p: { name: string }) => p.name === ref)?.containerPort)
    const expected: Record<string, string> = { startupProbe: "/health", livenessProbe: "/health", readinessProbe: "/ready" }
    for (const [probe, pathExpected] of Object.entries(expected)) {
      const get = container[probe]?.httpGet
      if (!get) problems.push(`kubernetes: ${name} has no ${probe} over HTTP`)
      else if (get.path !== pathExpected || portNumber(get.port) !== port) problems.push(`kubernetes: ${name}'s ${probe} asks ${get.path} on ${portNumber(get.port)}, not ${pathExpected} on ${port}`)
      else if (!serves.has(get.path)) problems.push(`kubernetes: ${name}'s ${probe} asks ${get.path}, which the service does not serve`)
    }
    const annotations = deployment.spec.template.metadata.annotations ?? {}
    if (annotations["prometheus.io/scrape"] !== "true" || annotations["prometheus.io/port"] !== port || annotations["prometheus.io/path"] !== "/metrics")
      problems.push(`kubernetes: ${name}'s Prometheus annotations do not say /metrics on port ${port}`)
    else if (!serves.has("/metrics")) problems.push(`kubernetes: ${name} is scraped on /metrics, which the service does not serve`)
  }
  return problems
}

const seconds = (duration: string | undefined) => {
  const match = /^(\d+)s$/.exec(duration ?? "")
  return match ? Number(match[1]) : 0
}

/** Replicas and update strategies as docs/deploy.md says; stopping gives the graceful shutdown its time. */
export const shapeProblems = (files: DeployFiles): string[] => {
  const problems: string[] = []
  for (const [name, service] of Object.entries(APP_SERVICES)) {
    const replicas = files.compose.services[name]?.deploy?.replicas ?? 1
    if (replicas !== service.replicas) problems.push(`compose: ${name} has ${replicas} replicas, not ${service.replicas}`)
    if (seconds(files.compose.services[name]?.stop_grace_period) < SHUTDOWN_BUDGET_SECONDS)
      problems.push(`compose: ${name}'s stop_grace_period is shorter than the ${SHUTDOWN_BUDGET_SECONDS} s graceful shutdown`)
    const deployment = deploymentOf(files, name)
    if (!deployment) {
      problems.push(`kubernetes: no Deployment ${name}`)
      continue
    }
    if (deployment.spec.replicas !== service.replicas) problems.push(`kubernetes: ${name} has ${deployment.spec.replicas} replicas, not ${service.replicas}`)
    if ((deployment.spec.strategy?.type ?? "RollingUpdate") !== service.strategy) problems.push(`kubernetes: ${name}'s strategy is not ${service.strategy}`)
    const preStopCommand = deployment.spec.template.spec.containers[0].lifecycle?.preStop?.exec?.command
    if (preStopCommand && !sameList(preStopCommand, ["sleep", String(PRE_STOP_SECONDS)])) problems.push(`kubernetes: ${name}'s preStop is not a ${PRE_STOP_SECONDS} s pause`)
    const preStop = preStopCommand ? PRE_STOP_SECONDS : 0
    const grace = deployment.spec.template.spec.terminationGracePeriodSeconds ?? 30
    if (grace < SHUTDOWN_BUDGET_SECONDS + preStop) problems.push(`kubernetes: ${name}'s terminationGracePeriodSeconds ${grace} < ${SHUTDOWN_BUDGET_SECONDS} s shutdown + ${preStop} s preStop`)
  }
  return problems
}

/**
 * A container copy of the nginx site routes exactly as infra/deploy/nginx/bimprofile.conf: the same
 * location and map blocks, the same upstream names (their servers are the services' names), and what the
 * routing promises holds — writes and /1.2/auth to the command services, /1.2/live unbuffered from the
 * query services, /health /ready /metrics never proxied.
 */
export const nginxProblems = (where: string, reference: NginxSite, copy: NginxSite): string[] => {
  const problems: string[] = []
  const compare = (what: string, a: ReadonlyMap<string, readonly string[]>, b: ReadonlyMap<string, readonly string[]>, bodies: boolean) => {
    for (const key of new Set([...a.keys(), ...b.keys()])) {
      if (!a.has(key)) problems.push(`${where}: ${what} ${key} is not in infra/deploy/nginx/bimprofile.conf`)
      else if (!b.has(key)) problems.push(`${where}: lacks ${what} ${key} of infra/deploy/nginx/bimprofile.conf`)
      else if (bodies && !sameList(a.get(key), b.get(key)!)) problems.push(`${where}: ${what} ${key} differs: ${JSON.stringify(b.get(key))} vs ${JSON.stringify(a.get(key))}`)
    }
  }
  compare("location", reference.locations, copy.locations, true)
  compare("map", reference.maps, copy.maps, true)
  compare("upstream", reference.upstreams, copy.upstreams, false)
  const servers = (upstream: string) => (copy.upstreams.get(upstream) ?? []).filter((d) => d.startsWith("server "))
  if (!sameList(servers("bimp_query"), ["server query-service:8080"])) problems.push(`${where}: bimp_query is not the query-service Service`)
  if (!sameList(servers("bimp_command"), ["server command-service:8080"])) problems.push(`${where}: bimp_command is not the command-service Service`)
  for (const internal of ["/health", "/ready", "/metrics"]) if (proxiedTo(copy, internal)) problems.push(`${where}: ${internal} is proxied to ${proxiedTo(copy, internal)}`)
  if (proxiedTo(copy, "/1.2/auth/login") !== "bimp_command") problems.push(`${where}: /1.2/auth/ does not go to the command services`)
  const live = locationFor(copy, "/1.2/live")
  if (proxiedTo(copy, "/1.2/live") !== "bimp_query" || !copy.locations.get(live ?? "")?.includes("proxy_buffering off"))
    problems.push(`${where}: /1.2/live is not proxied unbuffered to the query services`)
  // Everything else under /1.2/ follows the method: reads to the query services, writes to the command services.
  const byMethod = proxiedTo(copy, "/1.2/profile/projects")
  const map = [...copy.maps.entries()].find(([key]) => key.startsWith("$request_method ") && key.split(" ")[1] === byMethod)?.[1]
  if (!map || !map.includes("GET bimp_query") || !map.includes("HEAD bimp_query") || !map.includes("default bimp_command"))
    problems.push(`${where}: /1.2/profile/ does not send GET/HEAD to the query services and the rest to the command services`)
  return problems
}

export const nginxProblemsOfText = (where: string, reference: string, copy: string) => nginxProblems(where, parseNginxSite(reference), parseNginxSite(copy))

/** kustomization.yaml lists every manifest of its folder and only files that exist; its images are the ones used. */
export const kustomizationProblems = (kustomization: Kustomization, manifestFiles: readonly string[], manifests: readonly Manifest[], dir: string): string[] => {
  const problems: string[] = []
  for (const resource of kustomization.resources) if (!fs.existsSync(path.join(dir, resource))) problems.push(`kustomization: ${resource} does not exist`)
  for (const file of manifestFiles) if (!kustomization.resources.includes(file)) problems.push(`kustomization: ${file} is not among the resources`)
  const images = new Set(manifests.flatMap((m) => (m.kind === "Deployment" ? m.spec.template.spec.containers.map((c: { image: string }) => c.image) : [])))
  const named = new Set((kustomization.images ?? []).map((image) => image.name))
  for (const image of images) if (!named.has(image)) problems.push(`kustomization: image ${image} has no entry under images`)
  return problems
}

/** The Dockerfile copies every workspace's package.json before `npm ci` (npm ci refuses a lock with missing workspaces). */
export const dockerfileProblems = (dockerfile: string): string[] => {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { workspaces: string[] }
  return workspaces
    .filter((workspace) => !new RegExp(`^COPY ${workspace}/package\\.json ${workspace}/$`, "m").test(dockerfile))
    .map((workspace) => `Dockerfile: does not copy ${workspace}/package.json before npm ci`)
}

/** docs/deploy.md's table names every variable a process reads. */
export const docsProblems = (docs: string, readByAny: ReadonlySet<string>): string[] =>
  [...readByAny]
    .sort()
    .filter((variable) => !new RegExp(`^\\| \`${variable}\``, "m").test(docs))
    .map((variable) => `docs/deploy.md: no row for ${variable}`)
