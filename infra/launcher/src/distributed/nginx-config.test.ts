/**
 * The nginx configs of distributed mode: the production example is the site template's rendering (one routing for
 * both), the launcher's config routes as documented, and nginx itself accepts both (`nginx -t`, when installed).
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { BROTLI_STATIC_MODULE, NGINX_DEPLOY_DIR, renderLauncherConfig, renderProductionSite, renderTemplate } from "./nginx-config"

const nginx = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((file) => fs.existsSync(file))
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bimp-nginx-config-"))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

const launcherConfig = (prefix: string) =>
  renderLauncherConfig({
    prefix,
    listen: "127.0.0.1:18080",
    queryServers: ["127.0.0.1:18081", "127.0.0.1:18083"],
    commandServers: ["127.0.0.1:18082", "127.0.0.1:18084"],
    clientRoot: "/srv/client/dist",
    brotliModule: undefined,
  })

/** `nginx -t` of a config file with its own prefix: [ok, what nginx said]. */
const nginxTest = (prefix: string, config: string): [boolean, string] => {
  for (const dir of ["logs", "temp"]) fs.mkdirSync(path.join(prefix, dir), { recursive: true })
  const file = path.join(prefix, "nginx.conf")
  fs.writeFileSync(file, config)
  const run = spawnSync(nginx!, ["-t", "-p", `${prefix}/`, "-c", file, "-e", path.join(prefix, "logs/error.log")], { encoding: "utf8" })
  return [run.status === 0, run.stderr]
}

describe("nginx configs of distributed mode", () => {
  it("infra/deploy/nginx/bimprofile.conf is the site template rendered for production (edit the template, then render)", () => {
    expect(fs.readFileSync(path.join(NGINX_DEPLOY_DIR, "bimprofile.conf"), "utf8")).toBe(renderProductionSite())
  })

  it("routes reads to both query services, writes and /1.2/auth to both command services, live updates unbuffered", () => {
    const config = launcherConfig("/data/nginx")
    expect(config).toMatch(/upstream bimp_query \{\s+least_conn;\s+server 127\.0\.0\.1:18081;\s+server 127\.0\.0\.1:18083;/)
    expect(config).toMatch(/upstream bimp_command \{\s+server 127\.0\.0\.1:18082;\s+server 127\.0\.0\.1:18084;/)
    expect(config).toMatch(/GET\s+bimp_query;\s+HEAD\s+bimp_query;\s+default bimp_command;/)
    expect(config).toContain("location /1.2/auth/ { proxy_pass http://bimp_command; }")
    expect(config).toMatch(/location \/1\.2\/live\s+\{ proxy_pass http:\/\/bimp_query; proxy_buffering off;/)
    expect(config).toContain("location = /metrics { return 404; }")
    expect(config).toContain("listen 127.0.0.1:18080;")
    expect(config).toContain("root /srv/client/dist;")
    expect(config).toContain("pid /data/nginx/nginx.pid;")
    expect(config).toContain("client_body_temp_path /data/nginx/temp/client_body;")
    expect(config).not.toContain("{{")
  })

  it("tells which service answered only in the launcher's config, never in production's", () => {
    expect(launcherConfig("/data/nginx")).toContain("add_header X-Bimp-Upstream $upstream_addr always;")
    expect(renderProductionSite()).not.toContain("X-Bimp-Upstream")
  })

  it("refuses a placeholder without a value and a value without a placeholder", () => {
    expect(() => renderTemplate("listen {{listen}};", {})).toThrow("no value for {{listen}}")
    expect(() => renderTemplate("listen 80;", { listen: "80" })).toThrow("no placeholder for listen")
    expect(renderTemplate("a {\n  {{servers}}\n}\n", { servers: ["server x;", "server y;"] })).toBe("a {\n  server x;\n  server y;\n}\n")
  })

  it.runIf(nginx)("is accepted by nginx -t: the launcher's config and the production example inside an http block", () => {
    const launcherPrefix = path.join(scratch, "launcher")
    const [launcherOk, launcherSaid] = nginxTest(launcherPrefix, launcherConfig(launcherPrefix))
    expect(launcherOk, launcherSaid).toBe(true)

    const productionPrefix = path.join(scratch, "production")
    const brotli = fs.existsSync(BROTLI_STATIC_MODULE)
    const site = brotli ? renderProductionSite() : renderProductionSite().replace("brotli_static on;", "")
    const wrapper = [
      ...(brotli ? [`load_module ${BROTLI_STATIC_MODULE};`] : []),
      `pid ${productionPrefix}/nginx.pid;`,
      "events {}",
      `http {\n  include /etc/nginx/mime.types;\n${site}\n}`,
    ].join("\n")
    const [productionOk, productionSaid] = nginxTest(productionPrefix, wrapper)
    expect(productionOk, productionSaid).toBe(true)
  })
})
