/**
 * @module A user erased from the platform (spec: the right to be forgotten) keeps their changes in the history;
 * the server names them «Gelöschter Benutzer» in every answer, and the timeline says it in the user's language.
 */
export const ERASED_USER_NAME = "Gelöschter Benutzer"

export const isErasedUser = (name: string) => name === ERASED_USER_NAME
