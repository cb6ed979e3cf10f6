/**
 * @module A requirement's facet in the cells of the "Anforderungen" sheet: written once in contracts
 * (`@bimprofile/contracts/excel/facet-cells`, value words in `value-words`), since the profile import compares
 * a row with what the export writes for a facet; re-exported here for the sheet's builder.
 */
import { valueWords } from "@bimprofile/contracts/excel/value-words"
import type { IdsValue } from "@bimprofile/contracts/requirements/ids-values"
import type { ProfileTexts } from "./profile-texts"

export { facetCells, facetRowCells, type FacetCells } from "@bimprofile/contracts/excel/facet-cells"

/** A value in words; "" for none. */
export const valueText = (value: IdsValue | null, texts: ProfileTexts): string => valueWords(value, texts.values)
