/**
 * @module The point in time a project page shows (`?as_of=`, lib/time-travel.ts), kept while the user moves
 * inside the project: a link of a page that does not carry `as_of` (the pages build their links without it)
 * gets it back at once, so the whole project stays shown as of that point until the user leaves it
 * («Zum aktuellen Stand», or the browser's back to a page shown as it is now).
 */
import { useEffect, useRef } from "react"
import { useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from "react-router-dom"
import { AS_OF_PARAM, parseAsOf, withAsOf } from "../../lib/time-travel"

/** Navigation state of a move that leaves the point in time on purpose. */
const LEAVE = { timeTravel: "leave" } as const
const leaves = (state: unknown) => (state as { timeTravel?: unknown } | null)?.timeTravel === LEAVE.timeTravel

/** The as_of of the project frame: the URL's, or the one it showed before a link dropped it. */
export const useStickyAsOf = (): string | null => {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigationType = useNavigationType()
  const navigate = useNavigate()
  const projectId = useParams().projectId
  const remembered = useRef<{ projectId: string | undefined; asOf: string | null }>({ projectId, asOf: null })
  const inUrl = parseAsOf(params.get(AS_OF_PARAM))
  // A link or redirect inside the project keeps the point; the browser's back/forward, «Zum aktuellen Stand» and
  // another project do not.
  const kept = remembered.current.projectId === projectId && navigationType !== "POP" && !leaves(location.state) ? remembered.current.asOf : null
  const asOf = inUrl ?? kept

  useEffect(() => {
    remembered.current = { projectId, asOf }
    if (asOf !== null && inUrl === null) {
      void navigate({ pathname: location.pathname, search: withAsOf(location.search, asOf), hash: location.hash }, { replace: true, state: location.state })
    }
  }, [asOf, inUrl, location, navigate, projectId])
  return asOf
}

/** Moves to the project as of a point (null: as it is now), on this page or on `pathname`. */
export const useTravelTo = () => {
  const location = useLocation()
  const navigate = useNavigate()
  return (asOf: string | null, pathname = location.pathname) =>
    void navigate({ pathname, search: withAsOf(pathname === location.pathname ? location.search : "", asOf) }, asOf === null ? { state: LEAVE } : {})
}

/** A link inside the project that keeps the point in time shown (`to` without a search of its own). */
export const useKeepAsOf = () => {
  const [params] = useSearchParams()
  const asOf = parseAsOf(params.get(AS_OF_PARAM))
  return (to: string) => (asOf === null ? to : `${to}${withAsOf("", asOf)}`)
}
