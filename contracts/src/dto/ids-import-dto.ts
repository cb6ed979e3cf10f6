/** @module Answer of POST /1.2/profile/activities/{id}/ids: the requirements an imported IDS file made and the catalogue items they name. */
import { Schema } from "effect"
import { RequirementAnswer } from "./requirement-dto"

const ClassRef = Schema.Struct({ elc_id: Schema.Int, elc_name: Schema.String })
const PropertyRef = Schema.Struct({ pty_id: Schema.Int, pty_name: Schema.String })
const Items = Schema.Struct({ element_classes: Schema.Array(ClassRef), properties: Schema.Array(PropertyRef) })

export const IdsImportAnswer = Schema.Struct({
  act_id: Schema.Int,
  /** One per specification of the file, in its order. */
  requirements: Schema.Array(RequirementAnswer),
  /** Catalogue items the file's entities and properties made. */
  created: Items,
  /** Catalogue items of the project the requirements name, found by their IFC mapping or set and name. */
  reused: Items,
})
export type IdsImportAnswer = typeof IdsImportAnswer.Type
