/**
 * @module Whether a service takes traffic (`/ready`): it has finished starting, is not stopping, and its
 * database answers. `/health` says less — the process is alive — so an orchestrator restarts a process
 * only when it is stuck, and merely routes around one whose database is away.
 */
import type { SqlClient } from "../sql/sql-client"

export type Ready = () => Promise<boolean>

/** A `SELECT 1` answered within `timeoutMs`. */
export const databaseAnswers =
  (sql: Pick<SqlClient, "query">, timeoutMs = 2_000): Ready =>
  async () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
    try {
      return await Promise.race([sql.query("SELECT 1").then(() => true), late])
    } catch {
      return false
    } finally {
      clearTimeout(timer)
    }
  }

/** The phase of a service's life: ready only between `started()` and `stopping()`, and while `check` holds. */
export class Readiness {
  private phase: "starting" | "running" | "stopping" = "starting"

  constructor(private readonly check: Ready) {}

  started() {
    if (this.phase === "starting") this.phase = "running"
  }

  /** From the first shutdown signal on: load balancers stop sending new requests here. */
  stopping() {
    this.phase = "stopping"
  }

  readonly ready: Ready = async () => this.phase === "running" && (await this.check())
}
