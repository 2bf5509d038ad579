/**
 * Sanitises announcement HTML before it is shown: drops script-like elements, event-handler attributes and
 * javascript:/data: URLs (data: images stay). Uses the browser's parser; nothing is executed while parsing.
 */
const DROP = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'FRAME', 'FRAMESET', 'OBJECT', 'EMBED', 'LINK', 'META', 'BASE', 'FORM', 'TEMPLATE', 'NOSCRIPT']);
const URL_ATTRS = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'background', 'poster', 'srcset']);

function safeUrl(name: string, value: string, tag: string): boolean {
  const v = Array.from(value).filter((ch) => ch.charCodeAt(0) > 0x20).join('').toLowerCase();
  if (v.startsWith('javascript:') || v.startsWith('vbscript:')) return false;
  if (v.startsWith('data:')) return tag === 'IMG' && name === 'src' && v.startsWith('data:image/') && !v.startsWith('data:image/svg');
  return true;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const walk = (el: Element) => {
    for (const child of Array.from(el.children)) {
      if (DROP.has(child.tagName.toUpperCase())) {
        child.remove();
        continue;
      }
      for (const attr of Array.from(child.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on') || name === 'style' && /expression\(|url\(\s*['"]?\s*javascript:/i.test(attr.value)) {
          child.removeAttribute(attr.name);
        } else if (URL_ATTRS.has(name) && !safeUrl(name, attr.value, child.tagName.toUpperCase())) {
          child.removeAttribute(attr.name);
        }
      }
      if (child.tagName.toUpperCase() === 'A') {
        child.setAttribute('rel', 'noopener noreferrer');
        child.setAttribute('target', '_blank');
      }
      walk(child);
    }
  };
  walk(doc.body);
  return doc.body.innerHTML;
}
