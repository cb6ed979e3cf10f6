/**
 * @module THE list of projections the runner keeps, in the order it applies them to a batch, and their one
 * checkpoint. Adding a projection is adding it here (docs/projections.md): the runner then runs it on every
 * batch and rebuilds it with the others.
 */
import { READ_MODELS_CHECKPOINT } from "../projection"
import { catalogueRunnable } from "./catalogue-runnable"
import { historyRunnable } from "./history-runnable"
import { identityRunnable } from "./identity-runnable"
import type { RunnableProjection } from "./runnable-projection"
import { structureRunnable } from "./structure-runnable"

/** Fresh instances (each keeps its own cache): one list per runner. */
export const createProjections = (): RunnableProjection[] => [structureRunnable(), identityRunnable(), catalogueRunnable(), historyRunnable()]

/**
 * The checkpoint's version: the sum of the projections' versions. Versions only go up, so bumping any of
 * them changes it and the next start rebuilds.
 */
export const checkpointOf = (projections: readonly RunnableProjection[]) => ({
  name: READ_MODELS_CHECKPOINT,
  version: projections.reduce((sum, projection) => sum + projection.definition.version, 0),
})

/** What the checkpoint of the standard list is. */
export const readModelsCheckpoint = checkpointOf(createProjections())
