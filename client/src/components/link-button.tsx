import { AnchorButton, type AnchorButtonProps } from "@blueprintjs/core"
import type { MouseEvent } from "react"
import { useHref, useLinkClickHandler } from "react-router-dom"

/** A Blueprint button that is a real link: opens in a new tab on middle click, navigates in-app otherwise. */
export function LinkButton({ to, ...props }: Omit<AnchorButtonProps, "href" | "onClick"> & { to: string }) {
  const href = useHref(to)
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to)
  return <AnchorButton {...props} href={href} onClick={(event: MouseEvent<HTMLElement>) => onClick(event as MouseEvent<HTMLAnchorElement>)} />
}
