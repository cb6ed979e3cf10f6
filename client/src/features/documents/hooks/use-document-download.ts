/** @module A document's download from a list: which one is being fetched (its button spins), and a refusal as a toast in the user's words. */
import type { DocumentDto } from "@bimprofile/contracts/dto/document-dto"
import { useState } from "react"
import { toast } from "../../../lib/app-events"
import { downloadDocument } from "../api/download-document"
import { documentFailure } from "../upload-refusal"

export const useDocumentDownload = () => {
  const [downloading, setDownloading] = useState<number | null>(null)
  const download = async (document: DocumentDto) => {
    setDownloading(document.doc_id)
    try {
      await downloadDocument(document)
    } catch (failure) {
      toast("error", documentFailure(failure))
    } finally {
      setDownloading(null)
    }
  }
  return { downloading, download }
}
