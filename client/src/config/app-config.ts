/** Constants of the product (spec §9) and of this build. */
export const FRONTEND_VERSION = "1.2.19"
export const EXPECTED_API_VERSION = "1.2.17"

export const TOKEN_CHECK_INTERVAL_MS = 10_000
export const REFRESH_BEFORE_EXPIRY_MS = 20_000
export const ACTIVITY_WINDOW_MS = 30 * 60_000
export const REFRESH_GRACE_MS = 60_000
export const MAX_RETRIES_ON_503 = 5
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
export const MAX_TOASTS = 20

export const SUPPORT_EMAIL = "support@bimprofile.ch"
export const UPGRADE_SHOP_URL = "https://shop.bimprofile.ch/pro"
export const COPYRIGHT = "2020-2025"

/**
 * How long the app's first render waits for the page's chunk and texts (main.tsx) before it shows the page
 * spinner instead: long enough for a slow connection's page files, short enough that a stalled one still
 * shows the app.
 */
export const FIRST_PAGE_WAIT_MS = 3_000
