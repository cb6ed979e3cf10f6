/** @module Loopback ports: a free one for each service, and a clear refusal when a port asked for is taken. */
import net from "node:net"

/** A port the OS has free on `host` right now (bound and released; the service binds it a moment later). */
export const freePort = (host = "127.0.0.1"): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** Whether something can listen on host:port now. */
export const portIsFree = (port: number, host: string): Promise<boolean> =>
  new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })
