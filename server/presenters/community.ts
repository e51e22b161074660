import type { Clan } from '../../db/entities/Clan.ts';
import type { ClanActivity } from '../../db/entities/ClanActivity.ts';
import type { Notification } from '../../db/entities/Notification.ts';
import type { ClanActivityItem, Clan as ClanDto } from '../../protocol/api/clans.ts';
import type { Notification as NotificationDto } from '../../protocol/api/notifications.ts';

export const presentClan = (clan: Clan): ClanDto => ({
  id: clan.id,
  name: clan.name,
  description: clan.description ?? null,
  tag: clan.tag,
  leaderId: clan.leader?.id ?? null,
  memberCount: clan.memberCount,
  maxMembers: clan.maxMembers,
  clanLevel: clan.clanLevel,
  level: clan.clanLevel,
  totalXP: clan.totalXP,
  totalExperience: clan.totalXP,
  isPublic: clan.isPublic,
  createdAt: clan.createdAt.toISOString(),
  updatedAt: clan.updatedAt.toISOString(),
});

export const presentClanActivity = (a: ClanActivity): ClanActivityItem => ({
  id: a.id,
  type: a.type,
  userId: a.user?.id ?? null,
  username: a.username,
  subject: a.subject,
  data: a.data,
  createdAt: a.createdAt.toISOString(),
});

export const presentNotification = (n: Notification): NotificationDto => ({
  id: n.id,
  type: n.type,
  priority: n.priority,
  title: n.title,
  body: n.body,
  data: n.data,
  read: Boolean(n.readAt),
  readAt: n.readAt ? n.readAt.toISOString() : null,
  createdAt: n.createdAt.toISOString(),
});
