/**
 * @module The files waiting to be uploaded into a project, and their upload: one after another (a 100 MB file
 * would otherwise share the line with the rest, and the first refusal shows while the others still wait), each
 * with its progress, its refusal, or done. A cancel stops the file being sent and leaves the rest waiting.
 */
import { useCallback, useRef, useState } from "react"
import { useUploadDocument } from "../api/upload-document"
import { documentNameOf } from "../document-types"
import { fileRefusal, mayRetry, nameRefusal, uploadRefusal } from "../upload-refusal"

export type QueuedFile = {
  readonly key: number
  readonly file: File
  /** The document's name, the file's name without extension until edited. */
  readonly name: string
  readonly state: "waiting" | "sending" | "done" | "failed"
  /** Part sent, 0–1; null while the browser cannot tell. */
  readonly sent: number | null
  readonly refusal: string | null
  /** Whether sending it again may help (not a refused type or size). */
  readonly retry: boolean
}

export type UploadOutcome = { readonly done: number; readonly failed: number; readonly cancelled: boolean }

const isAbort = (failure: unknown) => failure instanceof DOMException && failure.name === "AbortError"

export const useUploadQueue = (projectId: number) => {
  const upload = useUploadDocument(projectId)
  const [files, setFiles] = useState<readonly QueuedFile[]>([])
  const [running, setRunning] = useState(false)
  // The queue as it is now (the loop reads it between awaits); the state only shows it.
  const latest = useRef(files)
  const nextKey = useRef(1)
  const current = useRef<AbortController | null>(null)

  const set = useCallback((next: readonly QueuedFile[]) => {
    latest.current = next
    setFiles(next)
  }, [])
  const change = useCallback((key: number, to: Partial<QueuedFile>) => set(latest.current.map((file) => (file.key === key ? { ...file, ...to } : file))), [set])

  const add = useCallback(
    (chosen: Iterable<File>) => {
      const added = [...chosen].map((file): QueuedFile => {
        const refusal = fileRefusal(file)
        return { key: nextKey.current++, file, name: documentNameOf(file.name), state: refusal ? "failed" : "waiting", sent: 0, refusal, retry: false }
      })
      set([...latest.current, ...added])
    },
    [set],
  )

  const rename = useCallback((key: number, name: string) => change(key, { name }), [change])
  const remove = useCallback((key: number) => set(latest.current.filter((file) => file.key !== key)), [set])
  const clear = useCallback(() => set([]), [set])

  /** Sends every waiting file (and those worth retrying), one after another; resolves what came of them. */
  const start = useCallback(async (): Promise<UploadOutcome> => {
    for (const file of latest.current) if (file.state === "failed" && file.retry) change(file.key, { state: "waiting", refusal: null })
    const outcome = { done: 0, failed: 0, cancelled: false }
    setRunning(true)
    try {
      for (const { key } of latest.current.filter((file) => file.state === "waiting")) {
        const file = latest.current.find((queued) => queued.key === key)
        if (!file) continue
        const badName = nameRefusal(file.name)
        if (badName) {
          change(key, { state: "failed", refusal: badName, retry: true })
          outcome.failed++
          continue
        }
        const controller = new AbortController()
        current.current = controller
        change(key, { state: "sending", sent: 0, refusal: null })
        try {
          await upload.mutateAsync({
            projectId,
            name: file.name.trim(),
            file: file.file,
            signal: controller.signal,
            onProgress: (sent, total) => change(key, { sent: total > 0 ? sent / total : null }),
          })
          change(key, { state: "done", sent: 1 })
          outcome.done++
        } catch (failure) {
          if (isAbort(failure)) {
            change(key, { state: "waiting", sent: 0 })
            outcome.cancelled = true
            break
          }
          change(key, { state: "failed", refusal: uploadRefusal(failure), retry: mayRetry(failure) })
          outcome.failed++
        }
      }
    } finally {
      current.current = null
      setRunning(false)
    }
    return outcome
  }, [change, projectId, upload])

  const cancel = useCallback(() => current.current?.abort(), [])

  return { files, running, add, rename, remove, clear, start, cancel }
}
