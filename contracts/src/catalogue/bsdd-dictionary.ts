/**
 * @module A buildingSMART Data Dictionary in bSDD's JSON import model (github.com/buildingSMART/bSDD,
 * "Import model"): the dictionary's codes, its classes (with their parent, related IFC entities and class
 * properties) and its properties (data type, units, allowed values). Only what the import uses is read;
 * other keys are ignored. Upload it with POST /1.2/profile/projects/{id}/bsdd (a job, like a classification's items).
 */
import { Schema } from "effect"

export const BSDD_MEDIA_TYPE = "application/json"

const Text = Schema.optionalKey(Schema.NullOr(Schema.String))
const Code = Schema.String.check(Schema.isMinLength(1, { message: "Ein Code darf nicht leer sein." }), Schema.isMaxLength(200, { message: "Ein Code hat höchstens 200 Zeichen." }))

export const BsddAllowedValue = Schema.Struct({ Code: Text, Value: Schema.String, Description: Text, Uri: Text, OwnedUri: Text })
export type BsddAllowedValue = typeof BsddAllowedValue.Type

export const BsddClassProperty = Schema.Struct({
  PropertyCode: Text,
  PropertyUri: Text,
  PropertySet: Text,
  Description: Text,
  Unit: Text,
  AllowedValues: Schema.optionalKey(Schema.NullOr(Schema.Array(BsddAllowedValue))),
})
export type BsddClassProperty = typeof BsddClassProperty.Type

export const BsddClass = Schema.Struct({
  Code: Code,
  Name: Schema.String,
  /** Class (the default), GroupOfProperties, AlternativeUse or Material. */
  ClassType: Text,
  Definition: Text,
  ParentClassCode: Text,
  RelatedIfcEntityNamesList: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.String))),
  OwnedUri: Text,
  ClassProperties: Schema.optionalKey(Schema.NullOr(Schema.Array(BsddClassProperty))),
})
export type BsddClass = typeof BsddClass.Type

export const BsddProperty = Schema.Struct({
  Code: Code,
  Name: Schema.String,
  Definition: Text,
  /** Boolean, Character, Integer, Real, String or Time. */
  DataType: Text,
  Units: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.String))),
  AllowedValues: Schema.optionalKey(Schema.NullOr(Schema.Array(BsddAllowedValue))),
  OwnedUri: Text,
})
export type BsddProperty = typeof BsddProperty.Type

export const BsddDictionary = Schema.Struct({
  OrganizationCode: Code,
  DictionaryCode: Code,
  DictionaryName: Text,
  DictionaryVersion: Code,
  UseOwnUri: Schema.optionalKey(Schema.NullOr(Schema.Boolean)),
  DictionaryUri: Text,
  ReleaseDate: Text,
  Classes: Schema.optionalKey(Schema.NullOr(Schema.Array(BsddClass))),
  Properties: Schema.optionalKey(Schema.NullOr(Schema.Array(BsddProperty))),
})
export type BsddDictionary = typeof BsddDictionary.Type

/** The URI bSDD gives a class or property of the dictionary (its own URI when the dictionary uses its own). */
export const bsddUri = (dictionary: BsddDictionary, kind: "class" | "prop", code: string, owned?: string | null) => {
  if (dictionary.UseOwnUri && owned) return owned
  const segment = (text: string) => encodeURIComponent(text)
  return `https://identifier.buildingsmart.org/uri/${segment(dictionary.OrganizationCode)}/${segment(dictionary.DictionaryCode)}/${segment(dictionary.DictionaryVersion)}/${kind}/${segment(code)}`
}
