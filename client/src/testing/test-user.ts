/** A user as the login answer gives it, for the client tests. */
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"

export const testUser = (change: Partial<UserDto> = {}): UserDto => ({
  usr_id: 7,
  usr_email: "hans.muster@example.ch",
  usr_name: "muster",
  usr_name_first: "hans",
  usr_image: null,
  usr_org_id: 3,
  usr_org_name: "Muster AG",
  usr_app_admin: false,
  usr_has_license: true,
  usr_org_admin: [],
  usr_org_emp: [],
  usr_org_pl: [],
  usr_org_pers: [],
  usr_pro_admin: [],
  usr_pro_read: [],
  usr_pro_write: [],
  usr_login_date: null,
  usr_create_date: "2024-01-15T08:00:00.000Z",
  usr_create_user: null,
  usr_change_date: null,
  usr_change_user: null,
  ...change,
})
