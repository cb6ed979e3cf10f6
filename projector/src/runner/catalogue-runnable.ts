/**
 * @module The catalogue read model (projections/catalogue.ts) as the runner runs it: changes computed from
 * the events alone (no rows read), applied in SQL in the batch's transaction; a rebuild folds in memory.
 */
import { giveWay, SLICE_ROWS } from "@bimprofile/infra/jobs/in-slices"
import { applyCatalogueChanges, CATALOGUE_KINDS, type CatalogueChange, catalogueChangesOf, catalogueDefinition, emptyCatalogueRows } from "../projections/catalogue"
import { replaceCatalogueRows, writeCatalogueChanges } from "../storage/catalogue-store"
import type { RunnableProjection } from "./runnable-projection"

export const catalogueRunnable = (): RunnableProjection => ({
  definition: catalogueDefinition,
  async stage(_sql, page) {
    // An upload's events carry 500 items each, and a batch may hold many: the loop is given back every
    // SLICE_ROWS changes, so requests go on while a big batch is staged.
    const changes: CatalogueChange[] = []
    let sincePause = 0
    for (const event of page.events) {
      if (!catalogueDefinition.handles.has(event.type)) continue
      const more = catalogueChangesOf(event)
      for (const change of more) changes.push(change)
      if ((sincePause += more.length) >= SLICE_ROWS) {
        sincePause = 0
        await giveWay()
      }
    }
    return { count: changes.length, write: (tx) => writeCatalogueChanges(tx, changes), committed: () => {} }
  },
  forget: () => {},
  rebuild() {
    const rows = emptyCatalogueRows()
    return {
      fold(page) {
        for (const event of page.events) if (catalogueDefinition.handles.has(event.type)) applyCatalogueChanges(rows, catalogueChangesOf(event))
      },
      rows: () => CATALOGUE_KINDS.reduce((sum, kind) => sum + rows[kind].size, rows.classProperties.size + rows.typeProperties.size),
      replace: (tx) => replaceCatalogueRows(tx, rows),
    }
  },
})
