import { Button, InputGroup } from "@blueprintjs/core"
import { Cross, Search } from "@blueprintjs/icons"
import { useT } from "../../../lib/i18n"

/** A labelled search field with a clear button. */
export function SearchBox({ value, onChange, label, placeholder }: { value: string; onChange: (value: string) => void; label: string; placeholder: string }) {
  const { t } = useT()
  return (
    <InputGroup
      className="bimp-search"
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onValueChange={onChange}
      leftElement={
        <span className="bimp-search-icon" aria-hidden>
          <Search />
        </span>
      }
      {...(value && { rightElement: <Button variant="minimal" icon={<Cross />} aria-label={t("projects:list.clearSearch")} onClick={() => onChange("")} /> })}
    />
  )
}
