import { RegisterPage } from "../../../features/auth/components/register-page"

export default RegisterPage
