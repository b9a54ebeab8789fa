export { dataChangesRouter } from "./data-changes.router";
