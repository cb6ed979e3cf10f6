/** @module Who last set a user's licence, read from their stream: only a licence the provider gave it may take back. */
import { userStreamId } from "@bimprofile/contracts/events/identity/identity-event"
import type { EventStore } from "@bimprofile/infra/event-store/event-store"

export const licenceSourceFrom =
  (store: Pick<EventStore, "readStream">) =>
  async (userId: number): Promise<"admin" | "sso" | undefined> => {
    const events = await store.readStream(userStreamId(userId))
    const last = events.findLast((event) => event.type === "UserLicenceChanged")
    const source = (last?.data as { source?: unknown } | undefined)?.source
    return source === "admin" || source === "sso" ? source : undefined
  }
