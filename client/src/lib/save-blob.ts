/** @module Saves bytes held in memory as a file, as the browser saves a download (an object URL behind a link with `download`). */
export const saveBlob = (bytes: Blob, fileName: string) => {
  const url = URL.createObjectURL(bytes)
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
