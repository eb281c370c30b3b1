import { useEffect } from 'react';

export const SITE_TITLE = 'Sous — cook with confidence';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Search results show about 160 characters: longer text (a recipe's own description) is cut at a word. */
export function shortDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * Every page's `<title>` and `<meta name="description">` (and the matching Open Graph tags, which
 * X's cards read too, for link previews made by crawlers that run scripts). An empty title is the site's own.
 */
export function useDocumentTitle(title: string, description: string) {
  useEffect(() => {
    const fullTitle = title ? `${title} · Sous` : SITE_TITLE;
    const text = shortDescription(description);
    document.title = fullTitle;
    setMeta('name', 'description', text);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
  }, [title, description]);
}

/** Structured data for the page: one `<script type="application/ld+json">` in the head while mounted. */
export function useJsonLd(id: string, data: Record<string, unknown> | null) {
  const json = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = id;
    // "</" cannot close the script early once escaped.
    script.textContent = json.replace(/</g, '\\u003c');
    document.getElementById(id)?.remove();
    document.head.appendChild(script);
    return () => script.remove();
  }, [id, json]);
}
