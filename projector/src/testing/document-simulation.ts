/**
 * @module The documents of a simulated project (project-simulation.ts): files added — uploads and kept
 * exports, named by a made-up SHA-256 — and removed.
 */
import type { ProjectEvent } from "@bimprofile/contracts/events/project/project-event"
import type { IdCounter } from "./id-counter"

export class DocumentSimulation {
  private readonly documents: number[] = []

  constructor(
    private readonly random: () => number,
    private readonly ids: IdCounter,
    private readonly name: (prefix: string) => string,
  ) {}

  edit(): ProjectEvent[] {
    if (this.documents.length > 0 && this.random() < 0.3) {
      const [documentId] = this.documents.splice(Math.floor(this.random() * this.documents.length), 1)
      return [{ type: "DocumentRemoved", data: { documentId: documentId! } }]
    }
    const documentId = this.ids.next("document")
    this.documents.push(documentId)
    const exported = this.random() < 0.4
    const sha256 = Array.from({ length: 64 }, () => Math.floor(this.random() * 16).toString(16)).join("")
    return [
      {
        type: "DocumentAdded",
        data: {
          documentId,
          name: this.name(exported ? "Export" : "Dokument"),
          mediaType: exported ? "application/xml" : "application/pdf",
          size: 1 + Math.floor(this.random() * 1_000_000),
          sha256,
          kind: exported ? "export" : "upload",
          check: exported ? "XSD-gültig, keine IFC-Probleme." : null,
        },
      },
    ]
  }
}
