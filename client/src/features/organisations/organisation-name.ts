import { isPersonalOrganisationName } from "@bimprofile/contracts/access/roles"
import type { OrganisationDto } from "@bimprofile/contracts/dto/organisation-dto"

/** An organisation's name as shown: a personal one (its name holds an at-sign) reads 'Persönliche Organisation'. */
export const organisationName = (organisation: Pick<OrganisationDto, "org_name" | "org_pers">, personalLabel: string) =>
  organisation.org_pers || isPersonalOrganisationName(organisation.org_name) ? personalLabel : organisation.org_name
