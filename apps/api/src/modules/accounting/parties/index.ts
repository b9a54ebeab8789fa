export { findParty } from "./parties.service";
