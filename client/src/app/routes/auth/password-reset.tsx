import { PasswordResetPage } from "../../../features/auth/components/password-reset-page"

export default PasswordResetPage
