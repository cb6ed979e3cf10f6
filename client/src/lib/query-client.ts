import { QueryClient } from "@tanstack/react-query"
import { ApiError } from "./api-error"

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // 503 is retried in the API client; other errors are answers, not glitches.
      retry: (count, error) => !(error instanceof ApiError) && count < 2,
    },
  },
})
