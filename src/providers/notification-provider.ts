import type { NotificationProvider } from '@refinedev/core';
import { notify } from './notify';

/**
 * refine's notifications go through the product's one message path: failures appear as a warning with the server
 * message (spec §8 "Action fails (success false)"), deduplicated against what the HTTP client already showed.
 */
export const notificationProvider: NotificationProvider = {
  open: ({ type, message, description }) => {
    if (type === 'error') notify.warning(description || message);
    else if (type === 'success') notify.success(description || message);
    else notify.info(message);
  },
  close: () => {},
};
