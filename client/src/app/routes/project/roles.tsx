import { RoleListPage } from "../../../features/roles/components/role-list-page"

export default RoleListPage
