/** @module The same download `samples` times in a row: its latencies and the size of the file (an export, a report). */
import type { BenchHttp } from "./http-client"
import { summarize } from "./stats"

export const timedDownloads = async (http: BenchHttp, samples: number, path: string) => {
  const times: number[] = []
  let bytes = 0
  for (let i = 0; i < samples; i++) {
    const started = performance.now()
    const answer = await http.receive("GET", path)
    times.push(performance.now() - started)
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.body.toString("utf8").slice(0, 300)}`)
    bytes = answer.body.length
  }
  return { summary: summarize(times), bytes }
}
