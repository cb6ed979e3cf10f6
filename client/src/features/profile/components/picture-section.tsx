import { Button, Callout, Classes } from "@blueprintjs/core"
import { Person } from "@blueprintjs/icons"
import type { UserDto } from "@bimprofile/contracts/dto/user-dto"
import { MAX_IMAGE_BYTES } from "../../../config/identity-limits"
import { type DragEvent, useState } from "react"
import { pictureSrc } from "../../../components/layout/user-format"
import { useSession } from "../../../hooks/use-session"
import { ApiError } from "../../../lib/api-error"
import { toast } from "../../../lib/app-events"
import { t, useT } from "../../../lib/i18n"
import { useUserChanges } from "../api/update-user"
import { type PictureProblem, pictureToJpeg } from "../picture/picture-to-jpeg"
import { ProfileSection } from "./profile-section"

const problemText = (problem: PictureProblem) =>
  problem === "type"
    ? t("profile:picture.wrongType")
    : problem === "size"
      ? t("profile:picture.tooLarge", { size: MAX_IMAGE_BYTES / 1024 / 1024 })
      : t("profile:picture.unreadable")

/** The server's refusal in the user's words: too large (413), of a type it does not take (400), or its message. */
const refusalText = (failure: unknown) => {
  if (!(failure instanceof ApiError)) return t("state.saveFailed")
  if (failure.status === 413) return problemText("size")
  if (failure.status === 415) return problemText("type")
  return failure.message
}

/** The picture: shown, replaced by choosing or dropping a JPEG or PNG, or removed. */
export function PictureSection({ user, editable }: { user: UserDto; editable: boolean }) {
  const { t } = useT()
  const token = useSession().accessToken
  const changes = useUserChanges()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const src = pictureSrc(user.usr_image, token)

  const save = async (change: () => Promise<string | null>, done: string) => {
    setBusy(true)
    setError(null)
    try {
      const problem = await change()
      if (problem) setError(problem)
      else toast("success", done)
    } catch (failure) {
      setError(refusalText(failure))
    } finally {
      setBusy(false)
    }
  }
  const upload = (file: File | undefined) =>
    file &&
    void save(async () => {
      const result = await pictureToJpeg(file)
      if (!result.ok) return problemText(result.problem)
      await changes.setImage(user.usr_id, result.dataUrl)
      return null
    }, t("profile:picture.saved"))
  const remove = () => void save(async () => (await changes.setImage(user.usr_id, null), null), t("profile:picture.removed"))
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    upload(event.dataTransfer.files[0])
  }

  return (
    <ProfileSection title={t("profile:picture.title")}>
      <div
        className={`bimp-picture-drop${dragging ? " bimp-picture-drop-active" : ""}`}
        data-testid="picture-drop"
        onDragOver={(event) => {
          if (!editable) return
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={editable ? drop : undefined}
      >
        {src ? <img src={src} alt={t("profile:picture.alt")} width={128} height={128} className="bimp-profile-picture" /> : <Person size={96} aria-label={t("profile:picture.none")} />}
        {editable && <p className="bimp-picture-hint">{t("profile:picture.hint")}</p>}
      </div>
      {editable && (
        <div className="bimp-picture-actions">
          <input
            id="profile-picture-file"
            className="bimp-visually-hidden"
            type="file"
            accept="image/jpeg,image/png"
            disabled={busy}
            onChange={(event) => {
              upload(event.target.files?.[0])
              event.target.value = ""
            }}
          />
          {/* The input stays focusable (visually hidden); its label is the visible button. */}
          <label className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} htmlFor="profile-picture-file">
            {t("profile:picture.choose")}
          </label>
          {user.usr_image && <Button text={t("profile:picture.remove")} onClick={remove} disabled={busy} />}
        </div>
      )}
      {error && (
        <Callout intent="danger" role="alert" compact>
          {error}
        </Callout>
      )}
    </ProfileSection>
  )
}
