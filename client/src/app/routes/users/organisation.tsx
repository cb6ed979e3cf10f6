import { OrganisationPage } from "../../../features/organisations/components/organisation-page"

export default OrganisationPage
