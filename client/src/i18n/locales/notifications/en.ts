/** The notification center behind the bell in the top bar. */
export const notificationsEn = {
  bell: 'Notifications',
  bellUnread_one: 'Notifications, {{count}} unread',
  bellUnread_other: 'Notifications, {{count}} unread',
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  emptyTitle: 'You’re all caught up',
  emptyText: 'News about your honors, boss fights and clan will appear here.',
  unread: 'Unread',
  markFailed: 'Could not mark as read',
  arrived: 'New notification: {{title}}',
};
