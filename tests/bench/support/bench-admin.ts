/** @module The administrator and token secret the bench's server child starts with (a throwaway database). */
export const BENCH_ADMIN = { email: "admin@bimprofile.bench", password: "admin-password-for-the-bench" }
export const BENCH_JWT_SECRET = "bench-secret-of-this-run"
