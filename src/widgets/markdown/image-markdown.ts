/** `![remark](url)`; brackets in the remark and spaces/parentheses in the URL are escaped so the image still parses. */
export function imageMarkdown(url: string, remark = ''): string {
  const alt = remark.replace(/[[\]]/g, (c) => `\\${c}`);
  const src = url.trim().replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
  return `![${alt}](${src})`;
}

/** Toolbar index of the custom image button (JeecgBoot's markdown editor puts it at position 15). */
export const IMAGE_BUTTON_POSITION = 15;
export const MARKDOWN_HEIGHT = 300;

/** Inserts `item` at `position` (or at the end when the list is shorter). */
export function insertAt<T>(list: T[], position: number, item: T): T[] {
  const next = list.slice();
  next.splice(Math.min(position, next.length), 0, item);
  return next;
}
