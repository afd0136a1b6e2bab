import { useEffect } from 'react';

const SITE = 'Patina';

/** Sets the tab title to "<title> — Patina"; the home page passes null for the full site title. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} — ${SITE}` : `${SITE} — authenticated luxury, bought and sold among members`;
  }, [title]);
}
