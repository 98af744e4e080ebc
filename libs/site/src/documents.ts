/**
 * The operations of this library: its `.graphql` documents, each next to the page or hook that sends it, compiled by
 * graphql-codegen (`nx run site:codegen`) into `./generated/graphql` with their result and variables types
 * (decision 018). The names below are the types pages use, as aliases of the generated ones.
 */
import type { CartInput, MyCartQuery } from './generated/graphql';

export * from './generated/graphql';

export type MyCartData = MyCartQuery;
/** A cart as the browser keeps it and sends it. */
export type CartInputFields = CartInput;
