import { useEffect } from 'react';
import { useTranslate } from 'ra-core';

/** "Areas — Parking System", or the product alone when the page has no title. */
export function writeDocumentTitle(page: string | undefined, product: string) {
  document.title = page ? `${page} — ${product}` : product;
}

/** The browser tab names the page, then the product, in the app language. */
export function useDocumentTitle(page: string | undefined) {
  const product = useTranslate()('ps.app.title');
  useEffect(() => writeDocumentTitle(page, product), [page, product]);
}
