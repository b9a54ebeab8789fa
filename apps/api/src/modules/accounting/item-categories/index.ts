export { itemCategoriesRest } from "./item-categories.rest";
export { itemCategoriesRouter } from "./item-categories.router";
export { categoryAndDescendants, categoryForUse } from "./item-categories.service";
