import { NewOrganisationPage } from "../../../features/organisations/components/new-organisation-page"

export default NewOrganisationPage
