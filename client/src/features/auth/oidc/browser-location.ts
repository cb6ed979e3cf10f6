/** Leaving the app for another site (the identity provider); one seam, so tests can see where it goes. */
export const browserLocation = {
  origin: () => globalThis.location.origin,
  assign: (url: string) => globalThis.location.assign(url),
}
