/** @module Which item an API path that answered 404 reads, so the not-found page can name it. */
import type { MissingKind } from "../config/paths"

const ITEM_PATHS: ReadonlyArray<readonly [RegExp, MissingKind]> = [
  [/^\/1\.2\/profile\/projects\/\d+(?:[/?]|$)/, "project"],
  [/^\/1\.2\/profile\/processes\/\d+(?:[/?]|$)/, "process"],
  [/^\/1\.2\/profile\/roles_project\/\d+(?:[/?]|$)/, "role"],
]

/** The kind of item a GET path reads, or undefined when it names none (the page then says "page"). */
export const missingKindOf = (apiPath: string): MissingKind | undefined => ITEM_PATHS.find(([pattern]) => pattern.test(apiPath))?.[1]
