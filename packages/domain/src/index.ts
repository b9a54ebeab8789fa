export * from "./auth.schema";
export * from "./dates";
export * from "./money";
export * from "./roles";
