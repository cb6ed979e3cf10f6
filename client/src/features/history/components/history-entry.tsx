import { Button } from "@blueprintjs/core"
import { EyeOpenIcon, PersonIcon } from "@blueprintjs/icons"
import type { HistoryItem } from "@bimprofile/contracts/history/history-item"
import { Link } from "react-router-dom"
import { Tag } from "../../../components/tag"
import { useT } from "../../../lib/i18n"
import { entityPageOf } from "../entity-pages"
import { fieldChangesOf } from "../field-changes"
import { isErasedUser } from "../erased-user"
import { EntityIcon } from "./entity-icon"
import { FieldChangeList } from "./field-change-list"

const KIND_INTENT = { created: "success", changed: "primary", moved: "none", deleted: "danger" } as const

/**
 * One change: when (time of day; the day is its group's), who, which entity (linked to its page as it is now,
 * unless it was deleted), what kind of change, each field before → after, and «Stand ansehen».
 */
export function HistoryEntry({ projectId, item, time, onViewAsOf }: { projectId: number; item: HistoryItem; time: string; onViewAsOf: (item: HistoryItem) => void }) {
  const { t } = useT()
  const page = item.kind === "deleted" ? undefined : entityPageOf(projectId, item)
  const name = item.entity_name ?? (item.entity_id === null ? null : `#${item.entity_id}`)
  const erased = isErasedUser(item.usr_name)
  return (
    <article className={`bimp-hist-entry bimp-hist-entry-${item.kind}`} aria-label={t("history:entry.label", { position: item.position })}>
      <time className="bimp-hist-time" dateTime={item.time}>
        {time}
      </time>
      <div className="bimp-hist-body">
        <div className="bimp-hist-head">
          <EntityIcon entity={item.entity} />
          <span className="bimp-hist-entity">
            <span className="bimp-hist-entity-word">{t(`history:entities.${item.entity}`)}</span>
            {name !== null &&
              (page ? (
                <Link to={page} className="bimp-hist-entity-name">
                  {name}
                </Link>
              ) : (
                <span className="bimp-hist-entity-name">{name}</span>
              ))}
          </span>
          <Tag minimal round intent={KIND_INTENT[item.kind]} className="bimp-hist-kind">
            {t(`history:kinds.${item.kind}`)}
          </Tag>
          <Button
            className="bimp-hist-view"
            variant="minimal"
            size="small"
            icon={<EyeOpenIcon />}
            text={t("history:entry.viewAsOf")}
            title={t("history:entry.viewAsOfTitle", { position: item.position })}
            onClick={() => onViewAsOf(item)}
          />
        </div>
        <div className="bimp-hist-meta">
          <span className={erased ? "bimp-hist-user bimp-hist-user-erased" : "bimp-hist-user"}>
            <PersonIcon size={12} />
            {erased ? t("history:erasedUser") : item.usr_name}
          </span>
          <span className="bimp-pr-muted">{t("history:entry.position", { position: item.position })}</span>
        </div>
        <FieldChangeList changes={fieldChangesOf(item)} />
      </div>
    </article>
  )
}
