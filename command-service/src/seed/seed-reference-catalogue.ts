/**
 * @module The reference project's data catalogue and requirements (reference-catalogue/), issued as the
 * commands a user would issue: value lists, types, properties, the material list and the classification
 * first, then the classes (parents before their subclasses), the assignments and last the activities'
 * requirements. Commands that do not depend on each other go out together, so ProjectService appends them
 * in batches and the seed takes a second or two, not one round trip per command.
 */
import { listFields } from "@bimprofile/contracts/catalogue/list-fields"
import type { ListKind } from "@bimprofile/contracts/catalogue/list-kinds"
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { ProjectState } from "../project/project-state"
import { ifcMappings } from "./reference-catalogue/catalogue-shapes"
import { seedClassification, seedClassificationItems } from "./reference-catalogue/classification"
import { type SeedElementClass, seedElementClasses } from "./reference-catalogue/element-classes"
import { seedElementTypes } from "./reference-catalogue/element-types"
import { seedMaterialList, seedMaterials } from "./reference-catalogue/material-list"
import { seedProperties } from "./reference-catalogue/properties"
import { requirementsOf, seedDeliveries } from "./reference-catalogue/requirements"
import { type ValueListKey, seedValueLists } from "./reference-catalogue/value-lists"
import type { SeedRunner } from "./seed-runner"

/** The id a creation's first event carries in `field`. */
const createdId = (events: readonly ProjectEvent[], field: string): number => {
  const id = (events[0]?.data as Record<string, unknown> | undefined)?.[field]
  if (typeof id !== "number") throw new Error(`Seeding the reference catalogue: no ${field} in ${events[0]?.type}`)
  return id
}

/** A new list's fields: the given ones, the others empty (as a create through the API stores them). */
const listWith = (kind: ListKind, given: Record<string, unknown>) => {
  const fields: Record<string, unknown> = {}
  for (const [field, spec] of Object.entries(listFields[kind].list)) fields[field] = given[field] ?? spec.empty
  return fields
}

/** How deep a class sits below the top (its parents come first). */
const depthOf = (elementClass: SeedElementClass): number => {
  let depth = 0
  for (let parent = elementClass.parent; parent !== null; parent = seedElementClasses.find((c) => c.name === parent)?.parent ?? null) depth++
  return depth
}

/** The activity of that name; the seed's deliveries name activities unique in the reference project. */
const activityIdByName = (state: ProjectState, name: string): number => {
  const found = [...state.activities.values()].filter((activity) => activity.name === name)
  if (found.length !== 1) throw new Error(`Seeding the reference catalogue: ${found.length} activities named «${name}»`)
  return found[0]!.id
}

/** Seeds the catalogue and the requirements into the reference project the runner writes to. */
export const seedReferenceCatalogue = async (runner: SeedRunner): Promise<void> => {
  const { run } = runner
  const listIds = new Map(
    await Promise.all(
      seedValueLists.map(async (list) => [list.key, createdId(await run({ type: "CreateValueList", name: list.name, desc: list.desc, ifc: [] }), "valueListId")] as const),
    ),
  )
  const valueListId = (key: ValueListKey) => listIds.get(key)!

  const [, typeIds, propertyIds, materialListId, classificationId] = await Promise.all([
    Promise.all(
      seedValueLists.flatMap((list) =>
        list.values.map((value) => run({ type: "AddValue", valueListId: valueListId(list.key), name: value.name, desc: value.desc, ifc: value.ifc ?? [], uri: null })),
      ),
    ),
    Promise.all(
      seedElementTypes.map(async (type) => [type.key, createdId(await run({ type: "CreateElementType", name: type.name, desc: type.desc, ifc: ifcMappings(type.ifc), uri: null }), "elementTypeId")] as const),
    ).then((entries) => new Map(entries)),
    Promise.all(
      seedProperties.map(async (property) => {
        const events = await run({
          type: "CreateProperty",
          name: property.name,
          desc: property.desc,
          datatype: property.datatype,
          unit: property.unit,
          concept: property.concept,
          ifc: property.ifc,
          uri: null,
          valueListId: property.valueList === null ? null : valueListId(property.valueList),
        })
        return [property.key, createdId(events, "propertyId")] as const
      }),
    ).then((entries) => new Map(entries)),
    run({ type: "CreateList", kind: "material_list", fields: listWith("material_list", seedMaterialList) }).then((events) => createdId(events, "listId")),
    run({ type: "CreateList", kind: "classification", fields: listWith("classification", seedClassification) }).then((events) => createdId(events, "listId")),
  ])
  const propertyId = (key: string) => {
    const id = propertyIds.get(key)
    if (id === undefined) throw new Error(`Seeding the reference catalogue: no property ${key}`)
    return id
  }

  const listItems = Promise.all([
    run({
      type: "ImportListItems",
      kind: "material_list",
      listId: materialListId,
      rows: seedMaterials.map((material, index) => ({ line: index + 1, fields: { ...material } })),
    }),
    run({
      type: "ImportListItems",
      kind: "classification",
      listId: classificationId,
      rows: seedClassificationItems.map((item, index) => ({ line: index + 1, fields: { code: item.code, name: item.name }, parentCode: item.parent })),
    }),
  ])

  const classIds = new Map<string, number>()
  const maxDepth = Math.max(...seedElementClasses.map(depthOf))
  for (let depth = 0; depth <= maxDepth; depth++) {
    const wave = seedElementClasses.filter((elementClass) => depthOf(elementClass) === depth)
    const created = await Promise.all(
      wave.map((elementClass) =>
        run({
          type: "CreateElementClass",
          name: elementClass.name,
          desc: elementClass.desc,
          category: elementClass.category,
          parentId: elementClass.parent === null ? null : classIds.get(elementClass.parent)!,
          ifc: ifcMappings(elementClass.ifc),
          uri: null,
          typeId: elementClass.type === null ? null : typeIds.get(elementClass.type)!,
        }),
      ),
    )
    wave.forEach((elementClass, index) => classIds.set(elementClass.name, createdId(created[index]!, "elementClassId")))
  }
  const classId = (name: string) => classIds.get(name)!

  await Promise.all([
    listItems,
    ...seedElementClasses.flatMap((elementClass) =>
      elementClass.properties.map((key) => run({ type: "AssignProperty", elementClassId: classId(elementClass.name), propertyId: propertyId(key) })),
    ),
    ...seedElementTypes.flatMap((type) => type.properties.map((key) => run({ type: "AssignTypeProperty", elementTypeId: typeIds.get(type.key)!, propertyId: propertyId(key) }))),
  ])

  const state = await runner.state()
  const catalogue = {
    classes: seedElementClasses,
    types: seedElementTypes,
    properties: new Map(seedProperties.map((property) => [property.key, property])),
    valueLists: new Map(seedValueLists.map((list) => [list.key, list])),
    classId,
    propertyId,
  }
  await Promise.all(
    seedDeliveries.flatMap((delivery) => {
      const activityId = activityIdByName(state, delivery.activity)
      return requirementsOf(delivery, catalogue).map((fields) => run({ type: "AddRequirement", activityId, fields }))
    }),
  )
}

/**
 * Seeds the catalogue into a reference project seeded before it existed: only when the project is live
 * and has no element class yet, so a second start, or an admin's own catalogue, is left alone.
 */
export const seedReferenceCatalogueIfMissing = async (runner: SeedRunner): Promise<boolean> => {
  const state = await runner.state()
  if (state.status !== "active" || state.elementClasses.size > 0) return false
  await seedReferenceCatalogue(runner)
  return true
}
