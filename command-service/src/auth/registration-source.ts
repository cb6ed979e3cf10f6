/** @module How an account came to be (`UserRegistered.source`), read from its stream's first event through the event store. */
import { userStreamId } from "@bimprofile/contracts/events/identity/identity-event"
import type { EventStore } from "@bimprofile/infra/event-store/event-store"

export type RegistrationSource = "self" | "invitation" | "sso" | "bootstrap"

export const registrationSourceFrom =
  (store: Pick<EventStore, "readStream">) =>
  async (userId: number): Promise<RegistrationSource | undefined> => {
    const registered = (await store.readStream(userStreamId(userId))).find((event) => event.type === "UserRegistered")
    const source = (registered?.data as { source?: unknown } | undefined)?.source
    return source === "self" || source === "invitation" || source === "sso" || source === "bootstrap" ? source : undefined
  }
