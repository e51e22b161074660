import type { ActivityEvent } from '../../db/entities/ActivityEvent.ts';
import type { ActivityItem } from '../../protocol/api/activity.ts';

export const presentActivity = (event: ActivityEvent): ActivityItem => ({
  id: event.id,
  type: event.type,
  subject: event.subject,
  data: event.data,
  createdAt: event.createdAt.toISOString(),
});
