import type { TranslationMessages } from 'react-admin';

/** Any catalog of the same shape as `T`, with every leaf a string. */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

type Tree = { [key: string]: string | Tree };

function merge(base: Tree, extra: Tree): Tree {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = result[key];
    result[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return result;
}

/** react-admin's own messages with the app's on top. */
export function mergeCatalogs(reactAdmin: TranslationMessages, app: object): TranslationMessages {
  return merge(reactAdmin as unknown as Tree, app as Tree) as unknown as TranslationMessages;
}
