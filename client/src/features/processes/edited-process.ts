/** @module A process of the API as the shared process dialogs take it (components/process-form-dialog). */
import type { ProcessDto } from "@bimprofile/contracts/dto/process-dto"
import type { EditedProcess } from "../../components/process-form-dialog"

export const editedProcess = (process: ProcessDto): EditedProcess => ({
  id: process.prc_id,
  name: process.prc_name,
  shortName: process.prc_short_name,
  desc: process.prc_desc,
  milestoneId: process.prc_mst_id,
})
