import { PermissionsPage } from "../../../features/permissions/components/permissions-page"

export default PermissionsPage
