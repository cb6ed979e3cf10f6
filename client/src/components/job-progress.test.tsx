/** The shared job progress: a running job's percent and message with cancel, a failed job's reason with retry. */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { jobNotice$ } from "../lib/job-notices"
import { emptySession, updateSession } from "../lib/session"
import { testUser } from "../testing/test-user"
import { JobProgress } from "./job-progress"

const job = (fields: object) => ({
  job_id: 7, job_kind: "test.count", job_state: "running", job_percent: 40, job_message: "Schritt 4 von 10", job_result: null, job_error: null,
  job_cancel_requested: false, job_attempts: 1, job_usr_id: 1, job_pro_id: null, job_create_date: "2026-01-01T00:00:00Z", job_change_date: "2026-01-01T00:00:00Z",
  ...fields,
})

let calls: string[] = []
const answer = (body: object) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } })

beforeEach(() => {
  calls = []
  updateSession({ accessToken: "a", refreshToken: "r", user: testUser(), expiresAt: Date.now() + 300_000 })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  updateSession(emptySession())
})

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <JobProgress jobId={7} title="Import" pollMs={20} />
    </QueryClientProvider>,
  )

describe("the job progress", () => {
  it("given a running job, then it shows percent and message, and cancel asks the server to stop it", async () => {
    vi.stubGlobal("fetch", vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${String(input)}`)
      return answer(init?.method === "POST" ? job({ job_cancel_requested: true }) : job({}))
    }))
    show()
    expect(await screen.findByText(/40 % erledigt\. Schritt 4 von 10/)).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Abbrechen" }))
    await waitFor(() => expect(calls).toContain("POST /1.2/profile/jobs/7/cancel"))
  })

  it("given a running job, when the live stream tells its progress, then it shows it without reading the job again", async () => {
    vi.stubGlobal("fetch", vi.fn(async (input: RequestInfo | URL) => (calls.push(String(input)), answer(job({})))))
    render(
      <QueryClientProvider client={new QueryClient()}>
        <JobProgress jobId={7} title="Import" pollMs={60_000} />
      </QueryClientProvider>,
    )
    expect(await screen.findByText(/40 % erledigt/)).toBeTruthy()
    jobNotice$.next({ job_id: 7, job_kind: "test.count", job_state: "running", job_percent: 80, job_message: "Schritt 8 von 10", job_error: null, job_cancel_requested: false })
    expect(await screen.findByText(/80 % erledigt\. Schritt 8 von 10/)).toBeTruthy()
    expect(calls).toHaveLength(1)
  })

  it("given a failed job, then it says why, and retry queues it again", async () => {
    let retried = false
    vi.stubGlobal("fetch", vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${String(input)}`)
      if (init?.method === "POST") retried = true
      return answer(retried ? job({ job_state: "queued", job_percent: null, job_message: null }) : job({ job_state: "failed", job_error: "Die Datei ist leer." }))
    }))
    show()
    expect(await screen.findByText("Gescheitert: Die Datei ist leer.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }))
    expect(await screen.findByText(/Wartet auf den Start/)).toBeTruthy()
    expect(calls).toContain("POST /1.2/profile/jobs/7/retry")
  })
})
