/** Vitest's global set-up: when every test process has ended, the pooled PostgreSQL databases go. */
export { teardown } from "@atithi/db/testing";
