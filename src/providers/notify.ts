import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * The one path by which the product shows a message. Every error is shown once: the HTTP client shows what it
 * catches, and refine's notification provider (below) routes through here too, so a failure already shown by the
 * client within the last few seconds is not shown again.
 */
const recent = new Map<string, number>();

// antd's message and notification are loaded on first use, so the login route does not carry them.
let ui: Promise<{ message: MessageInstance; notification: NotificationInstance }> | null = null;
const load = () =>
  (ui ??= Promise.all([import('antd/es/message'), import('antd/es/notification')]).then(([m, n]) => ({
    message: m.default as unknown as MessageInstance,
    notification: n.default as unknown as NotificationInstance,
  })));
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
    void load().then(({ notification }) => notification.error({ message: title, description, duration: 4 }));
  },
  warning(text: string) {
    if (!text || !firstTime(text)) return;
    void load().then(({ message }) => message.warning(text));
  },
  error(text: string) {
    if (!text || !firstTime(text)) return;
    void load().then(({ message }) => message.error(text));
  },
  success(text: string) {
    if (!text) return;
    void load().then(({ message }) => message.success(text));
  },
  info(text: string) {
    if (!text) return;
    void load().then(({ message }) => message.info(text));
  },
  /** Marks a text as shown without showing it (used when another UI, e.g. a dialog, displayed it). */
  markShown(text: string) {
    firstTime(text);
  },
};
