/**
 * @module Maintenance (spec §4): on when GET /status/info answers 503 or 404, or another api_version
 * than 1.2.17. Also gives the backend version for the footer and the default project.
 */
import type { StatusInfoDto } from "@bimprofile/contracts/dto/code-dto"
import { BehaviorSubject } from "rxjs"
import { apiReads } from "../config/api-reads"
import { EXPECTED_API_VERSION } from "../config/app-config"
import { takeEarly } from "./early-reads"

export type AppStatus = { maintenance: boolean; apiVersion: string | null; defaultProjectId: number | null; checked: boolean }

export const status$ = new BehaviorSubject<AppStatus>({ maintenance: false, apiVersion: null, defaultProjectId: null, checked: false })

export const isMaintenanceAnswer = (status: number, info: StatusInfoDto | undefined) =>
  status === 503 || status === 404 || (status === 200 && info?.api_version !== EXPECTED_API_VERSION)

export const checkStatus = async (): Promise<AppStatus> => {
  let next: AppStatus
  try {
    // Sent at the app's start already (app/start-early.ts), else now.
    const response = await (takeEarly(apiReads.statusInfo, "plain") ?? fetch(apiReads.statusInfo, { cache: "no-store" }))
    const info = response.ok ? ((await response.json()) as StatusInfoDto) : undefined
    next = {
      maintenance: isMaintenanceAnswer(response.status, info),
      apiVersion: info?.api_version ?? null,
      defaultProjectId: info?.default_project_id ?? null,
      checked: true,
    }
  } catch {
    next = { ...status$.value, maintenance: true, checked: true }
  }
  status$.next(next)
  return next
}

export const enterMaintenance = () => status$.next({ ...status$.value, maintenance: true })
