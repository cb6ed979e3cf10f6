/**
 * @module A download from a menu (the timeline's audit export, a version's files): one at a time, which one is
 * running (the button's spinner), and a failure said in a toast worded by the caller.
 */
import { useState } from "react"
import { toast } from "../lib/app-events"

export const useDownload = <K>(failure: (key: K, reason: string) => string) => {
  const [running, setRunning] = useState<K | null>(null)
  const download = async (key: K, save: () => Promise<void>) => {
    setRunning(key)
    try {
      await save()
    } catch (error) {
      toast("error", failure(key, error instanceof Error ? error.message : String(error)))
    } finally {
      setRunning(null)
    }
  }
  return { running, download }
}
