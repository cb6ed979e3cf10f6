/**
 * @module The correlation id of the work in progress, carried by Node's AsyncLocalStorage: the HTTP
 * middleware (infra/src/http/correlation-id.ts) runs each request inside it, so every log line written
 * while the request is served — in a handler, the event store, a promise the handler started — carries
 * the id without passing it down by hand.
 */
import { AsyncLocalStorage } from "node:async_hooks"

const storage = new AsyncLocalStorage<string>()

/** Runs `work` with `id` as the current correlation id (also for everything `work` starts). */
export const withCorrelationId = <T>(id: string, work: () => T): T => storage.run(id, work)

/** The correlation id of the request being served, if any. */
export const currentCorrelationId = (): string | undefined => storage.getStore()
