/** Discovery against a real HTTP server that is down at first: refused, tried again, then kept. */
import { createLogger } from "@bimprofile/infra/logger"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { OidcDiscovery } from "./discovery"

const servers: Array<() => void> = []
afterEach(() => servers.splice(0).forEach((close) => close()))

const provider = async (answers: Array<number>) => {
  let calls = 0
  const server = createServer((req, res) => {
    const status = answers[calls++] ?? 200
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/crb`
    if (req.url !== "/realms/crb/.well-known/openid-configuration" || status !== 200) return void res.writeHead(status).end()
    res.writeHead(200, { "content-type": "application/json" })
    res.end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` }))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  servers.push(() => server.close())
  return { issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/crb/`, calls: () => calls }
}

const log = createLogger("discovery-test", "error")

describe("OidcDiscovery", () => {
  it("a failure is tried again on the next need, a success is kept", async () => {
    const idp = await provider([503])
    const discovery = new OidcDiscovery(idp.issuer, log, { timeoutMs: 2_000, minRetryMs: 0 })
    await expect(discovery.metadata()).rejects.toThrow()
    const metadata = await discovery.metadata()
    expect(metadata.authorization_endpoint).toMatch(/\/realms\/crb\/auth$/)
    await discovery.metadata()
    expect(idp.calls()).toBe(2)
  })

  it("does not hammer a provider that just failed", async () => {
    const idp = await provider([503])
    const discovery = new OidcDiscovery(idp.issuer, log, { timeoutMs: 2_000, minRetryMs: 60_000 })
    await expect(discovery.metadata()).rejects.toThrow()
    await expect(discovery.metadata()).rejects.toThrow(/a moment ago/)
    expect(idp.calls()).toBe(1)
  })

  it("refuses metadata without the required endpoints", async () => {
    const server = createServer((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ issuer: "x" })))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    servers.push(() => server.close())
    const discovery = new OidcDiscovery(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, log, { timeoutMs: 2_000, minRetryMs: 0 })
    await expect(discovery.metadata()).rejects.toThrow(/missing authorization_endpoint, token_endpoint, jwks_uri/)
  })

  it("refuses a document whose issuer is not OIDC_ISSUER (a trailing slash is no difference)", async () => {
    const server = createServer((_req, res) =>
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({ issuer: "https://evil.example.ch", authorization_endpoint: "https://evil.example.ch/auth", token_endpoint: "https://evil.example.ch/token", jwks_uri: "https://evil.example.ch/jwks" }),
      ),
    )
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    servers.push(() => server.close())
    const discovery = new OidcDiscovery(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, log, { timeoutMs: 2_000, minRetryMs: 0 })
    await expect(discovery.metadata()).rejects.toThrow(/issuer mismatch/)
  })
})
