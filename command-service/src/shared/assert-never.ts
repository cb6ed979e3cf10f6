/** @module The end of an exhaustive switch: the compiler proves it unreachable; at run time it names what slipped through. */
export const assertNever = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`)
}
