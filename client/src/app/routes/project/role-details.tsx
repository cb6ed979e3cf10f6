import { RoleDetailsPage } from "../../../features/roles/components/role-details-page"

export default RoleDetailsPage
