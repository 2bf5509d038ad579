import { message, notification } from 'antd';

/**
 * The one path by which the product shows a message. Every error is shown once: the HTTP client shows what it
 * catches, and refine's notification provider (below) routes through here too, so a failure already shown by the
 * client within the last few seconds is not shown again.
 */
const recent = new Map<string, number>();
const DEDUPE_MS = 3000;

function firstTime(text: string): boolean {
  const now = Date.now();
  for (const [k, t] of recent) if (now - t > DEDUPE_MS) recent.delete(k);
  if (recent.has(text)) return false;
  recent.set(text, now);
  return true;
}

export const notify = {
  /** Notification with a title, 4 s (spec §8 "Other statuses"). */
  system(title: string, description: string) {
    if (!description || !firstTime(description)) return;
    notification.error({ message: title, description, duration: 4 });
  },
  warning(text: string) {
    if (!text || !firstTime(text)) return;
    void message.warning(text);
  },
  error(text: string) {
    if (!text || !firstTime(text)) return;
    void message.error(text);
  },
  success(text: string) {
    if (!text) return;
    void message.success(text);
  },
  info(text: string) {
    if (!text) return;
    void message.info(text);
  },
  /** Marks a text as shown without showing it (used when another UI, e.g. a dialog, displayed it). */
  markShown(text: string) {
    firstTime(text);
  },
};
