/**
 * @module Routes are lazy chunks. A chunk that fails to load (or takes longer than 120 s) triggers the
 * new-version check, since the usual cause is a deployment that replaced the files (spec §4, §8).
 */
import { type ComponentType, lazy } from "react"
import { CHUNK_LOAD_TIMEOUT_MS } from "../config/app-config"
import { checkForNewVersion } from "../lib/version-check"

export const lazyPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      return await Promise.race([
        load(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("chunk load timed out")), CHUNK_LOAD_TIMEOUT_MS)
        }),
      ])
    } catch (error) {
      void checkForNewVersion()
      throw error
    } finally {
      clearTimeout(timer)
    }
  })
