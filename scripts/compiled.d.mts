/** The repository root, with a trailing slash. */
export const root: string;
/** Builds the web app when it was never built (`web: true`), and the API when its build is missing or stale. */
export function ensureBuilt(options: { web: boolean }): void;
