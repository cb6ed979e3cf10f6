import { CloudUploadIcon } from "@blueprintjs/icons"
import { type DragEvent, type ReactNode, useRef, useState } from "react"

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files")

/**
 * Files dragged from the desktop onto `children` are taken (`onFiles`); while they are over it, an overlay says
 * so. Disabled (a reader), it is only its children: a dropped file then does what the browser does elsewhere.
 */
export function DropZone({ enabled, label, hint, onFiles, children }: { enabled: boolean; label: string; hint: string; onFiles: (files: File[]) => void; children: ReactNode }) {
  const [over, setOver] = useState(false)
  // dragenter and dragleave fire for every child crossed: over while more entered than left.
  const depth = useRef(0)
  if (!enabled) return <div className="bimp-doc-drop">{children}</div>
  const enter = (event: DragEvent) => {
    if (!carriesFiles(event)) return
    event.preventDefault()
    depth.current++
    setOver(true)
  }
  const leave = (event: DragEvent) => {
    if (!carriesFiles(event)) return
    depth.current = Math.max(0, depth.current - 1)
    if (depth.current === 0) setOver(false)
  }
  const overIt = (event: DragEvent) => {
    if (!carriesFiles(event)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = "copy"
  }
  const drop = (event: DragEvent) => {
    if (!carriesFiles(event)) return
    event.preventDefault()
    depth.current = 0
    setOver(false)
    const files = [...event.dataTransfer.files]
    if (files.length > 0) onFiles(files)
  }
  return (
    <div className={`bimp-doc-drop${over ? " bimp-doc-drop-over" : ""}`} onDragEnter={enter} onDragLeave={leave} onDragOver={overIt} onDrop={drop}>
      {children}
      {over && (
        <div className="bimp-doc-drop-overlay" aria-hidden>
          <CloudUploadIcon size={48} />
          <strong>{label}</strong>
          <span>{hint}</span>
        </div>
      )}
    </div>
  )
}
