/**
 * @module The deployment files under infra/deploy/, read into plain data the checks compare: the compose
 * model (as `docker compose config` resolves it), the Kubernetes manifests, the kustomization, the
 * Dockerfile and the nginx sites.
 */
import fs from "node:fs"
import path from "node:path"
import { REPO_ROOT } from "./env-reads"
import { type ComposeModel, composeConfig, readYamlDocuments } from "./deploy-tools"

export const DEPLOY_DIR = path.join(REPO_ROOT, "infra/deploy")
export const COMPOSE_FILE = path.join(DEPLOY_DIR, "compose/compose.yaml")
export const COMPOSE_ENV_EXAMPLE = path.join(DEPLOY_DIR, "compose/env.example")
export const COMPOSE_NGINX_SITE = path.join(DEPLOY_DIR, "compose/nginx.conf")
export const KUBERNETES_DIR = path.join(DEPLOY_DIR, "kubernetes")
export const DOCKERFILE = path.join(DEPLOY_DIR, "Dockerfile")
export const REFERENCE_NGINX_SITE = path.join(DEPLOY_DIR, "nginx/bimprofile.conf")

/** A Kubernetes object, as much of it as the checks read. */
export type Manifest = {
  readonly apiVersion: string
  readonly kind: string
  readonly metadata: { readonly name: string; readonly annotations?: Record<string, string> }
  readonly data?: Record<string, string>
  readonly stringData?: Record<string, string>
  readonly spec?: any
}

export type Kustomization = { readonly resources: readonly string[]; readonly images?: ReadonlyArray<{ name: string }> }

export type DeployFiles = {
  readonly compose: ComposeModel
  readonly manifests: readonly Manifest[]
  readonly kustomization: Kustomization
  /** The YAML files of the Kubernetes folder (kustomization.yaml excepted), relative to that folder. */
  readonly manifestFiles: readonly string[]
  readonly dockerfile: string
}

export const manifestFilesIn = (dir: string): string[] =>
  fs
    .readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file) && file !== "kustomization.yaml")
    .sort()

export const readDeployFiles = async (): Promise<DeployFiles> => {
  const composed = await composeConfig(COMPOSE_FILE, COMPOSE_ENV_EXAMPLE)
  if (!composed.model) throw new Error(`docker compose config refused ${COMPOSE_FILE}:\n${composed.output}`)
  const manifestFiles = manifestFilesIn(KUBERNETES_DIR)
  const manifests: Manifest[] = []
  for (const file of manifestFiles) manifests.push(...((await readYamlDocuments(path.join(KUBERNETES_DIR, file))) as Manifest[]))
  const [kustomization] = (await readYamlDocuments(path.join(KUBERNETES_DIR, "kustomization.yaml"))) as Kustomization[]
  if (!kustomization) throw new Error(`${KUBERNETES_DIR}/kustomization.yaml is empty`)
  return { compose: composed.model, manifests, kustomization, manifestFiles, dockerfile: fs.readFileSync(DOCKERFILE, "utf8") }
}

/** The Deployment called `name`, or undefined. */
export const deploymentOf = (files: DeployFiles, name: string): Manifest | undefined =>
  files.manifests.find((manifest) => manifest.kind === "Deployment" && manifest.metadata.name === name)

/** Every variable a Deployment's first container gets: its `env` and every key of its `envFrom` ConfigMaps and Secrets. */
export const kubernetesEnvOf = (files: DeployFiles, deployment: Manifest): Set<string> => {
  const container = deployment.spec.template.spec.containers[0]
  const names = new Set<string>((container.env ?? []).map((entry: { name: string }) => entry.name))
  for (const source of container.envFrom ?? []) {
    const ref = source.configMapRef ?? source.secretRef
    const kind = source.configMapRef ? "ConfigMap" : "Secret"
    const object = files.manifests.find((manifest) => manifest.kind === kind && manifest.metadata.name === ref.name)
    for (const key of Object.keys({ ...object?.data, ...object?.stringData })) names.add(key)
  }
  return names
}

/** The nginx site the Kubernetes ConfigMap `nginx-site` carries. */
export const kubernetesNginxSite = (files: DeployFiles): string => {
  const site = files.manifests.find((manifest) => manifest.kind === "ConfigMap" && manifest.metadata.name === "nginx-site")?.data?.["bimprofile.conf"]
  if (site === undefined) throw new Error("no ConfigMap nginx-site with bimprofile.conf in infra/deploy/kubernetes")
  return site
}
