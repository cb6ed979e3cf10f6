import { OrganisationListPage } from "../../../features/organisations/components/organisation-list-page"

export default OrganisationListPage
