/**
 * @module The nginx configs of distributed mode, rendered from the templates in infra/deploy/nginx/: the site
 * (upstreams, routing, static client) for both the production example (bimprofile.conf) and the launcher,
 * and the launcher's own top-level config around it (pid, logs and temporary files under DATA_DIR).
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

export const NGINX_DEPLOY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../deploy/nginx")
const SITE_TEMPLATE = path.join(NGINX_DEPLOY_DIR, "bimprofile-site.conf.template")
const MAIN_TEMPLATE = path.join(NGINX_DEPLOY_DIR, "nginx-distributed.conf.template")

/** Debian's module (package libnginx-mod-http-brotli-static) that sends the client build's .br files. */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"

/** A value is one line; a list is one line per entry, each indented as its placeholder (which stands alone on its line). */
export type TemplateValues = Readonly<Record<string, string | readonly string[]>>

/** Replaces every `{{name}}`; a placeholder without a value, or a value without its placeholder, is a mistake. */
export const renderTemplate = (template: string, values: TemplateValues): string => {
  const used = new Set<string>()
  const valueOf = (name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`nginx template: no value for {{${name}}}`)
    used.add(name)
    return value
  }
  const rendered = template
    // A placeholder alone on its line: each entry of a list on a line of its own, none for an empty list.
    .replace(/^([ \t]*)\{\{(\w+)\}\}[ \t]*\n/gm, (_, indent: string, name: string) => {
      const value = valueOf(name)
      const lines = typeof value === "string" ? value.split("\n") : value
      return lines.map((line) => (line === "" ? "\n" : `${indent}${line}\n`)).join("")
    })
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const value = valueOf(name)
      if (typeof value !== "string") throw new Error(`nginx template: {{${name}}} takes one line, not a list`)
      return value
    })
  const unused = Object.keys(values).filter((name) => !used.has(name))
  if (unused.length > 0) throw new Error(`nginx template: no placeholder for ${unused.join(", ")}`)
  return rendered
}

export type SiteOptions = {
  /** nginx's `listen` value: a port, or address:port. */
  readonly listen: string
  /** host:port of each query service and of each command service. */
  readonly queryServers: readonly string[]
  readonly commandServers: readonly string[]
  /** The built client (client/dist). */
  readonly clientRoot: string
  /** Send the precompressed .br twins (needs the brotli static module loaded). */
  readonly brotli: boolean
  /**
   * Add `X-Bimp-Upstream: <the service's address>` to proxied answers: which process served a request, for
   * tests and a developer's curl. Only the launcher's config: a public origin does not tell its topology.
   */
  readonly upstreamHeader: boolean
}

export const renderSite = (options: SiteOptions): string =>
  renderTemplate(fs.readFileSync(SITE_TEMPLATE, "utf8"), {
    listen: options.listen,
    query_servers: options.queryServers.map((server) => `server ${server};`),
    command_servers: options.commandServers.map((server) => `server ${server};`),
    client_root: options.clientRoot,
    brotli_static: options.brotli ? "brotli_static on;" : "# brotli_static on;  (needs the ngx_brotli static module)",
    extra_headers: options.upstreamHeader ? ["# Which service answered (distributed mode on one machine only).", "add_header X-Bimp-Upstream $upstream_addr always;"] : [],
  })

/** The production example infra/deploy/nginx/bimprofile.conf: two of each service on fixed loopback ports. */
export const PRODUCTION_SITE: SiteOptions = {
  listen: "8080",
  queryServers: ["127.0.0.1:8081", "127.0.0.1:8083"],
  commandServers: ["127.0.0.1:8082", "127.0.0.1:8084"],
  clientRoot: "/opt/bimprofile/client/dist",
  brotli: true,
  upstreamHeader: false,
}

export const renderProductionSite = (): string =>
  [
    "# GENERATED from bimprofile-site.conf.template (infra/launcher/src/distributed/nginx-config.ts, PRODUCTION_SITE):",
    "# edit the template, then run `node --import tsx infra/launcher/src/distributed/render-production-nginx.ts`.",
    "# Query services on 127.0.0.1:8081 and :8083, command services on :8082 and :8084 (each its own systemd unit",
    "# or container with PORT set); brotli_static needs Debian's libnginx-mod-http-brotli-static (loaded by",
    "# /etc/nginx/modules-enabled) — without it, comment that line out (gzip stays). Include this file in http {}.",
    "",
    renderSite(PRODUCTION_SITE),
  ].join("\n")

export type LauncherConfigOptions = Omit<SiteOptions, "upstreamHeader" | "brotli"> & {
  /** DATA_DIR/nginx: pid, logs/ and temp/ go there. */
  readonly prefix: string
  /** The brotli static module to load, when the machine has it. */
  readonly brotliModule: string | undefined
}

/** The top-level config the launcher's nginx runs with (`nginx -p prefix -c prefix/nginx.conf`). */
export const renderLauncherConfig = (options: LauncherConfigOptions): string =>
  renderTemplate(fs.readFileSync(MAIN_TEMPLATE, "utf8"), {
    load_modules: options.brotliModule ? [`load_module ${options.brotliModule};`] : [],
    prefix: options.prefix,
    site: renderSite({ ...options, brotli: options.brotliModule !== undefined, upstreamHeader: true }),
  })
