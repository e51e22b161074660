import type { Notification } from '@protocol/api/notifications.ts';

/** Achievements unlocked this close together came from one completion (the server stamps them alike). */
const SAME_MOMENT_MS = 5000;

export type NotificationEntry =
  | { kind: 'single'; key: string; notification: Notification }
  | { kind: 'achievements'; key: string; items: Notification[]; unread: boolean; createdAt: string };

function sameMoment(a: Notification, b: Notification): boolean {
  return Math.abs(Date.parse(a.createdAt) - Date.parse(b.createdAt)) <= SAME_MOMENT_MS;
}

/**
 * The bell's entries, newest first: achievements unlocked by one completion become one entry
 * ('3 achievements unlocked', expandable), so a good hour does not fill the bell; everything else
 * stays one entry each. A lone achievement stays a single entry. Pure.
 */
export function groupNotifications(list: readonly Notification[]): NotificationEntry[] {
  const entries: NotificationEntry[] = [];
  let run: Notification[] = [];
  const flush = () => {
    const [first] = run;
    if (first && run.length === 1) entries.push({ kind: 'single', key: first.id, notification: first });
    else if (first)
      entries.push({
        kind: 'achievements',
        key: `group-${first.id}`,
        items: run,
        unread: run.some((item) => !item.read),
        createdAt: first.createdAt,
      });
    run = [];
  };
  for (const notification of list) {
    const last = run.at(-1);
    if (notification.type === 'achievement' && (!last || sameMoment(last, notification))) {
      run.push(notification);
      continue;
    }
    flush();
    if (notification.type === 'achievement') run.push(notification);
    else entries.push({ kind: 'single', key: notification.id, notification });
  }
  flush();
  return entries;
}

/**
 * What the bell's number counts: the unread entries (a group once), plus unread ones older than the
 * loaded list (the server's count minus the unread among the loaded ones).
 */
export function attentionCount(list: readonly Notification[], unreadCount: number): number {
  const loadedUnread = list.filter((notification) => !notification.read).length;
  const entries = groupNotifications(list).filter((entry) =>
    entry.kind === 'single' ? !entry.notification.read : entry.unread,
  ).length;
  return entries + Math.max(0, unreadCount - loadedUnread);
}
