export { assetTagsRest } from "./asset-tags.rest";
export { assetTagsRouter } from "./asset-tags.router";
