import type { Translation } from '../en.ts';

export const notificationsEs: Translation['notifications'] = {
  bell: 'Notificaciones',
  bellUnread_one: 'Notificaciones, {{count}} sin leer',
  bellUnread_other: 'Notificaciones, {{count}} sin leer',
  title: 'Notificaciones',
  markAllRead: 'Marcar todo como leído',
  emptyTitle: 'Estás al día',
  emptyText: 'Aquí aparecerán las novedades sobre tus honores, combates contra jefes y tu clan.',
  unread: 'Sin leer',
  markFailed: 'No se pudo marcar como leída',
  arrived: 'Nueva notificación: {{title}}',
};
