/** @module The diff page's address comparing two points (diff-points.ts: `v3`, a position, an ISO time, `now`). */
import { paths } from "../../../config/paths"

export const diffPagePath = (projectId: number, from: string, to: string) => `${paths.diff(projectId)}?${new URLSearchParams({ from, to })}`
