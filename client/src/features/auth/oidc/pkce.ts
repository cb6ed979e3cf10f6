/**
 * @module PKCE (RFC 7636) for the authorization code flow: a random code verifier and its S256 challenge,
 * both base64url without padding.
 */

export const base64Url = (bytes: Uint8Array): string => {
  let binary = ""
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}

/** 32 random bytes → a 43-character verifier (RFC 7636 §4.1 asks for 43 to 128 characters). */
export const createCodeVerifier = (random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string =>
  base64Url(random(new Uint8Array(32)))

/** code_challenge = BASE64URL(SHA256(ASCII(code_verifier))) (RFC 7636 §4.2, method S256). */
export const codeChallengeS256 = async (verifier: string): Promise<string> =>
  base64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))))

/** An opaque value tying the provider's answer to the request this tab sent. */
export const createState = (random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string =>
  base64Url(random(new Uint8Array(16)))
