/** Marks a literal as a message id for the catalogue (ids kept in data, e.g. menu labels). */
export { msg } from "@ux/core/text";
