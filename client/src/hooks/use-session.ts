import { useSyncExternalStore } from "react"
import { getSession, subscribeSession } from "../lib/session"

export const useSession = () => useSyncExternalStore(subscribeSession, getSession)
