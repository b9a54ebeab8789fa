export { findItem } from "./items.service";
