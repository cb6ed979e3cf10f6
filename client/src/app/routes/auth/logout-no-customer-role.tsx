import { LogoutPage } from "../../../features/auth/components/logout-page"

export default function LogoutNoCustomerRole() {
  return <LogoutPage noCustomerRole />
}
