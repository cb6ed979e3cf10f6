/** A route's :projectId as a project id, or undefined when it is not a positive whole number. */
export const parseProjectId = (param: string | undefined): number | undefined => {
  if (!param || !/^\d+$/.test(param)) return undefined
  const id = Number(param)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
