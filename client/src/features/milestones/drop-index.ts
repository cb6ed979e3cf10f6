/**
 * @module Where in a shown list a dragged item would land: before the first item whose middle lies below
 * the pointer, else at the end. Takes the items' vertical extents, so it is tested without a browser.
 */
export type Extent = { readonly top: number; readonly height: number }

export const beforeIndexAt = (items: readonly Extent[], pointerY: number): number => {
  const index = items.findIndex((item) => pointerY < item.top + item.height / 2)
  return index === -1 ? items.length : index
}
