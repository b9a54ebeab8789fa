export { partiesRest } from "./parties.rest";
export { partiesRouter } from "./parties.router";
export { findParty } from "./parties.service";
