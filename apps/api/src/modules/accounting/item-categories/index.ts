export { categoryAndDescendants, categoryForUse } from "./item-categories.service";
