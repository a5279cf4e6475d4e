import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { writeDocumentTitle } from '../components/useDocumentTitle';

/**
 * The tab title of a signed-in page is the title the page shows: react-admin's pages write it
 * into the app bar's title portal (#react-admin-title), and it is read from there, so every
 * list, record and custom page gets it without saying so. `layout` re-reads it when the layout
 * (and with it the portal) is replaced.
 */
export function DocumentTitle({ layout }: { layout: string }) {
  const product = useTranslate()('ps.app.title');
  useEffect(() => {
    const portal = document.getElementById('react-admin-title');
    const read = () => writeDocumentTitle(portal?.textContent?.trim() || undefined, product);
    read();
    if (!portal) return;
    const observer = new MutationObserver(read);
    observer.observe(portal, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [layout, product]);
  return null;
}
