/**
 * The shipped compact copy against the full extraction in ../shared/ifc: regenerated in memory, it must equal
 * the committed files (a changed source or generator is noticed), and what the index derives from it
 * (supertypes, predefined types, applicable sets) must equal what the extraction states.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import {
  compactFilePath,
  compactFromShared,
  findSharedDir,
  serialiseCompact,
  sharedDirCandidates,
} from "../../scripts/ifc-data/shared-ifc-source"
import { ifcKnowledge } from "./ifc-knowledge"
import { IFC_VERSIONS } from "./ifc-versions"

const sharedDir = findSharedDir()
const readShared = (file: string) => JSON.parse(readFileSync(path.join(sharedDir!, "ifc", file), "utf8"))

describe("the compact IFC copy", () => {
  it("finds the full extraction it is generated from", () => {
    expect(sharedDir, `no ifc/ in ${sharedDirCandidates().join(", ")}`).toBeDefined()
  })

  it.each(IFC_VERSIONS)("%s: the committed file is what the generator makes of ../shared/ifc", (version) => {
    const committed = readFileSync(compactFilePath(version), "utf8")
    expect(committed === serialiseCompact(compactFromShared(sharedDir!, version)), "run npm run ifc-data -w @bimprofile/contracts").toBe(true)
  })

  it.each(IFC_VERSIONS)("%s: every entity's supertypes, abstract flag and predefined types are the extraction's", (version) => {
    const source = readShared(`${version}.schema.json`).entities as Record<
      string,
      { abstract: boolean; ancestors: string[]; predefinedType?: { values: string[] } }
    >
    const schema = ifcKnowledge(version)
    for (const [name, entity] of Object.entries(source)) {
      const indexed = schema.entity(name.toUpperCase())!
      expect(indexed.name).toBe(name)
      expect(indexed.abstract, name).toBe(entity.abstract)
      expect(indexed.supertypes, name).toEqual(entity.ancestors)
      expect(indexed.predefinedTypes, name).toEqual(entity.predefinedType?.values ?? [])
    }
  })

  it.each(IFC_VERSIONS)("%s: every standard set's properties keep their names and IDS data types", (version) => {
    const source = readShared(`${version}.psets.json`).propertySets as Record<
      string,
      { properties: { name: string; idsDataType?: string }[] }
    >
    const schema = ifcKnowledge(version)
    expect(schema.propertySetNames).toEqual(Object.keys(source).sort())
    for (const [setName, set] of Object.entries(source))
      for (const property of set.properties)
        expect(schema.property(setName, property.name)?.dataType?.toUpperCase(), `${setName}.${property.name}`).toBe(
          property.idsDataType?.trim(),
        )
  })
})
