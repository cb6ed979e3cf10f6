import { afterEach, describe, expect, it, vi } from "vitest"
import { stubFetch } from "../testing/fetch-stub"
import { stubXhr } from "../testing/xhr-stub"
import { fetchWithProgress } from "./fetch-with-progress"

afterEach(() => vi.unstubAllGlobals())

describe("fetchWithProgress", () => {
  it("given a file sent, then its progress is told and the answer comes as fetch's Response, status, headers and body", async () => {
    stubFetch({ status: 201, body: { doc_id: 7 }, headers: { "X-Position": "42" } })
    const xhr = stubXhr()
    const progress: [number, number][] = []
    const answer = await fetchWithProgress((sent, total) => progress.push([sent, total]))("/upload", {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream" },
      body: new Blob(["1234"]),
    })
    expect([answer.status, answer.headers.get("x-position"), await answer.json()]).toEqual([201, "42", { doc_id: 7 }])
    expect(progress).toEqual([
      [2, 4],
      [4, 4],
    ])
    expect(xhr.requests[0]!.headers["content-type"]).toBe("application/octet-stream")
  })

  it("given the signal aborted while sending, then it fails as fetch does, with an AbortError", async () => {
    stubFetch()
    const xhr = stubXhr()
    xhr.hold()
    const controller = new AbortController()
    const sending = fetchWithProgress(() => controller.abort())("/upload", { method: "POST", body: new Blob(["12"]), signal: controller.signal })
    await expect(sending).rejects.toMatchObject({ name: "AbortError" })
    xhr.release()
  })
})
