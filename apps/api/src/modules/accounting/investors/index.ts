export { capTable } from "./investors.service";
