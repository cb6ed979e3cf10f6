/**
 * The code exchange against a small fake provider on loopback: an id token without `iat` is refused, and a
 * provider whose `jwks_uri` is unusable gives a refused token, not an exception (no 500).
 */
import { createLogger } from "@bimprofile/infra/logger"
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { OidcDiscovery } from "./discovery"
import { ProviderClient } from "./provider-client"

const servers: Array<() => void> = []
afterEach(() => servers.splice(0).forEach((close) => close()))
const log = createLogger("provider-client-test", "error")
const CLIENT_ID = "bimprofile"

/** A provider whose token endpoint answers the id token `idToken(issuer)` makes; `jwksUri` overrides the document's. */
const fakeProvider = async (claims: (issuer: string) => JWTPayload, options: { jwksUri?: string; withIat?: boolean } = {}) => {
  const { publicKey, privateKey } = await generateKeyPair("RS256")
  const jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256", use: "sig" }
  let issuer = ""
  const server = createServer(async (req, res) => {
    const json = (body: unknown) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body))
    if (req.url === "/.well-known/openid-configuration")
      return json({ issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: options.jwksUri ?? `${issuer}/jwks` })
    if (req.url === "/jwks") return json({ keys: [jwk] })
    if (req.url === "/token") {
      let jwt = new SignJWT(claims(issuer)).setProtectedHeader({ alg: "RS256", kid: "k1" }).setIssuer(issuer).setAudience(CLIENT_ID).setExpirationTime("5m")
      if (options.withIat !== false) jwt = jwt.setIssuedAt()
      return json({ id_token: await jwt.sign(privateKey) })
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  servers.push(() => server.close())
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const config = { issuer, clientId: CLIENT_ID, clientSecret: "s", rolesClaim: "roles", customerRole: "", proRole: "", registerUrl: null, passwordUrl: null, profileUrl: null }
  return new ProviderClient(config, new OidcDiscovery(issuer, log, { timeoutMs: 2_000, minRetryMs: 0 }), log)
}

const exchange = { code: "c", redirectUri: "http://127.0.0.1:9/login", codeVerifier: "v".repeat(43) }

describe("ProviderClient", () => {
  it("accepts a well-formed id token", async () => {
    const client = await fakeProvider(() => ({ sub: "person-1" }))
    expect(await client.signIn(exchange)).toMatchObject({ subject: "person-1" })
  })

  it("refuses an id token without iat", async () => {
    const client = await fakeProvider(() => ({ sub: "person-1" }), { withIat: false })
    expect(await client.signIn(exchange)).toEqual({ failure: "token" })
  })

  it("a jwks_uri that is no URL is a refused token, not an exception", async () => {
    const client = await fakeProvider(() => ({ sub: "person-1" }), { jwksUri: "kein url" })
    expect(await client.signIn(exchange)).toEqual({ failure: "token" })
  })
})
