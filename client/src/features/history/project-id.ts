/** @module A route parameter as a project id: a positive whole number, else null (the page shows not-found). */
export const parseProjectId = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,15}$/u.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}
