/**
 * @module The rules of a user stream: a user is registered once; an erased user refuses every further
 * command; setting what is already so is nothing to do.
 */
import { invalidValue, notFound, ownAppAdmin, userErased } from "@bimprofile/contracts/errors/domain-errors"
import type { UserEvent } from "@bimprofile/contracts/events/identity/identity-event"
import { accepted, type Decision, rejected } from "../../shared/decision"
import type { UserCommand } from "./user-commands"
import type { UserState } from "./user-state"

export const decideUser = (command: UserCommand, state: UserState): Decision<UserEvent> => {
  if (command.type === "RegisterUser") {
    if (state.status !== "none") return rejected(invalidValue("usr_id", `Der Benutzer ${command.userId} existiert bereits.`))
    const { userId, personal, source, personalOrgId, active } = command
    return accepted({ type: "UserRegistered", data: { userId, personal, source, personalOrgId, active } })
  }
  if (state.status === "none") return rejected(notFound("user", state.userId))
  if (state.status === "erased") return rejected(userErased(state.userId))
  const userId = state.userId
  switch (command.type) {
    case "ActivateUser":
      return state.active ? accepted() : accepted({ type: "UserActivated", data: { userId } })
    case "ChangeUserProfile":
      return accepted({ type: "UserProfileChanged", data: { userId, personal: command.personal } })
    case "ChangeUserImage":
      if (command.image === null && state.image === null) return accepted()
      return accepted({ type: "UserImageChanged", data: { userId, image: command.image } })
    case "RecordPasswordChange":
      return accepted({ type: "UserPasswordChanged", data: { userId, reason: command.reason } })
    case "SetUserLicence":
      if (state.licensed === command.licensed) return accepted()
      return accepted({ type: "UserLicenceChanged", data: { userId, licensed: command.licensed, source: command.source } })
    case "SetAppAdmin":
      if (state.appAdmin === command.appAdmin) return accepted()
      if (!command.appAdmin && command.by === userId) return rejected(ownAppAdmin())
      return accepted({ type: "UserAppAdminChanged", data: { userId, appAdmin: command.appAdmin } })
    case "LinkUserToProvider":
      if (state.providers.has(command.issuer)) return accepted()
      return accepted({ type: "UserLinkedToProvider", data: { userId, issuer: command.issuer } })
    case "EraseUser":
      return accepted({ type: "UserErased", data: { userId } })
    default: {
      const unknown: never = command
      return unknown
    }
  }
}
