/**
 * @module The catalogue read model (projections/catalogue.ts) as the runner runs it: changes computed from
 * the events alone (no rows read), applied in SQL in the batch's transaction; a rebuild folds in memory.
 */
import { applyCatalogueChanges, CATALOGUE_KINDS, catalogueChangesOf, catalogueDefinition, emptyCatalogueRows } from "../projections/catalogue"
import { replaceCatalogueRows, writeCatalogueChanges } from "../storage/catalogue-store"
import type { RunnableProjection } from "./runnable-projection"

export const catalogueRunnable = (): RunnableProjection => ({
  definition: catalogueDefinition,
  async stage(_sql, page) {
    const changes = page.events.flatMap((event) => (catalogueDefinition.handles.has(event.type) ? catalogueChangesOf(event) : []))
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
