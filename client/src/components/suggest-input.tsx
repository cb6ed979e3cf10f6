/**
 * @module A text input that offers matching values while the user types (the IFC pickers): a combobox in the
 * WAI-ARIA sense — arrows move through the offers, Enter or a click takes one, Escape closes the list without
 * closing the dialog around it. What the user types stays theirs: a value that is not offered may be kept
 * (a mapping IFC does not know is saved as written and shown as a problem).
 */
import { InputGroup, type Intent, Menu, MenuItem, PopoverNext, Spinner } from "@blueprintjs/core"
import { type KeyboardEvent, useEffect, useId, useState } from "react"

export type Suggestion = {
  readonly value: string
  /** Shown on the right, muted: the supertype of an entity, the data type of a property … */
  readonly detail?: string | undefined
}

/**
 * The offers for what is typed now; a hook, called on every render of the field. `open`: whether the list
 * shows, so a closed field asks the server nothing.
 */
export type UseSuggestions = (query: string, open: boolean) => { readonly items: readonly Suggestion[]; readonly loading: boolean }

/** The value `delay` ms after it last changed: a search request per pause in typing, not per key. */
export const useDebounced = <T,>(value: T, delay = 150): T => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

export function SuggestInput({
  id,
  value,
  onValueChange,
  useSuggestions,
  intent = "none",
  placeholder,
  autoFocus = false,
  emptyText,
}: {
  id: string
  value: string
  onValueChange: (value: string) => void
  useSuggestions: UseSuggestions
  intent?: Intent
  placeholder?: string | undefined
  autoFocus?: boolean
  /** Shown when nothing matches (e.g. "no entity of IFC4 matches"). */
  emptyText: string
}) {
  const [isOpen, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const query = useDebounced(value)
  const { items, loading } = useSuggestions(query, isOpen)
  const listId = `${useId()}-list`
  // An exact match alone is no offer: the value is already what it would put in.
  const offers = items.length === 1 && items[0]!.value === value ? [] : items
  const shown = isOpen && (offers.length > 0 || query.trim() !== "")

  useEffect(() => setActive(0), [query])

  const take = (suggestion: Suggestion) => {
    onValueChange(suggestion.value)
    setOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      if (!isOpen) return setOpen(true)
      const step = event.key === "ArrowDown" ? 1 : -1
      setActive((current) => (offers.length === 0 ? 0 : (current + step + offers.length) % offers.length))
    } else if (event.key === "Enter" && shown && offers[active]) {
      // Takes the offer instead of submitting the form.
      event.preventDefault()
      take(offers[active])
    } else if (event.key === "Escape" && shown) {
      // Closes the list, not the dialog.
      event.stopPropagation()
      event.nativeEvent.stopImmediatePropagation()
      setOpen(false)
    } else if (event.key === "Tab") {
      setOpen(false)
    }
  }

  const list = (
    <Menu id={listId} role="listbox" className="bimp-suggest-list">
      {offers.length === 0 ? (
        <MenuItem disabled text={loading ? <Spinner size={16} /> : emptyText} role="option" />
      ) : (
        offers.map((offer, index) => (
          <MenuItem
            key={offer.value}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            active={index === active}
            text={offer.value}
            {...(offer.detail && { label: offer.detail })}
            // Keeps the focus in the input, so typing goes on after a click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => take(offer)}
          />
        ))
      )}
    </Menu>
  )

  return (
    <PopoverNext
      content={list}
      isOpen={shown}
      placement="bottom-start"
      arrow={false}
      animation="minimal"
      autoFocus={false}
      enforceFocus={false}
      shouldReturnFocusOnClose={false}
      matchTargetWidth
      fill
      // Opened and closed by the input alone (focus, typing, blur, Escape, a pick): a click on the input must not toggle it.
      interactionKind="click-target"
      onInteraction={() => {}}
    >
      <InputGroup
        id={id}
        value={value}
        intent={intent}
        autoFocus={autoFocus}
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && offers[active] ? `${listId}-${active}` : undefined}
        onValueChange={(next) => {
          onValueChange(next)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
    </PopoverNext>
  )
}
