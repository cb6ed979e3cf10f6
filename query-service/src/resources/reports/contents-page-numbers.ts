/**
 * @module The page numbers of the table of contents, written into the printed PDF (pdf-lib): Chromium cannot
 * know them while it lays out the contents, but it prints each entry as a link to its heading's named
 * destination, and the destination names its page. Each entry's number goes at the right end of the entry's
 * link box, so one print suffices.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, rgb, StandardFonts } from "pdf-lib"

/** Names of the headings the contents link to (report-html.ts). */
const ENTRY = /^(pha|mst|prc|act)-\d+$/u
const SIZE = 8.5
/** Objects pdf-lib parses and writes between yields to the event loop (its defaults, 100 and 50, make a 100-page report's ~15,000 objects take half again as long). */
const OBJECTS_PER_TICK = 2000

type Entry = { readonly page: number; readonly x2: number; readonly y1: number; readonly y2: number; readonly target: number }

/** The pdf with its contents' page numbers; unchanged when it has no named destinations. */
export const numberContents = async (pdf: Uint8Array): Promise<Uint8Array> => {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false, parseSpeed: OBJECTS_PER_TICK })
  const dests = doc.catalog.lookupMaybe(PDFName.of("Dests"), PDFDict)
  if (!dests) return pdf
  const pages = doc.getPages()
  const indexOf = new Map(pages.map((page, i) => [page.ref.toString(), i]))
  const targetOf = (name: PDFName) => {
    const dest = dests.lookupMaybe(name, PDFArray)
    const ref = dest?.get(0)
    return ref instanceof PDFRef ? indexOf.get(ref.toString()) : undefined
  }
  // An entry's link may be printed as several boxes (one per line box): the widest per entry is its line.
  const entries = new Map<string, Entry>()
  pages.forEach((page, pageIndex) => {
    const annots = page.node.Annots()
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const annot = annots!.lookup(i)
      if (!(annot instanceof PDFDict) || annot.get(PDFName.of("Subtype")) !== PDFName.of("Link")) continue
      const dest = annot.get(PDFName.of("Dest"))
      const rect = annot.lookupMaybe(PDFName.of("Rect"), PDFArray)?.asRectangle()
      if (!(dest instanceof PDFName) || !rect || !ENTRY.test(dest.decodeText())) continue
      const target = targetOf(dest)
      if (target === undefined) continue
      const key = `${pageIndex}:${dest.decodeText()}`
      const x2 = rect.x + rect.width
      if ((entries.get(key)?.x2 ?? -1) < x2) entries.set(key, { page: pageIndex, x2, y1: rect.y, y2: rect.y + rect.height, target })
    }
  })
  if (entries.size === 0) return pdf
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const entry of entries.values()) {
    const text = String(entry.target + 1)
    const width = font.widthOfTextAtSize(text, SIZE)
    const y = entry.y1 + (entry.y2 - entry.y1 - font.heightAtSize(SIZE, { descender: false })) / 2
    pages[entry.page]!.drawText(text, { x: entry.x2 - width, y, size: SIZE, font, color: rgb(0.11, 0.13, 0.15) })
  }
  return doc.save({ updateFieldAppearances: false, objectsPerTick: OBJECTS_PER_TICK })
}
