import type { AdminUser } from '@protocol/api/admin.ts';
import { Ban, Coins, Eye, Mail, MoreHorizontal, RotateCcw, ShieldCheck, Trash2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';

export type UserAction = 'details' | 'grant' | 'message' | 'role' | 'reset' | 'ban' | 'unban' | 'delete';

/**
 * The row actions of User Management: exactly what the server says this viewer may do to this
 * player (`user.actions`, from the shared policy): a moderator sees message, ban and unban on
 * players only; an admin everything (DESIGN section 4).
 */
export function UserActionsMenu({
  user,
  onAction,
}: {
  user: AdminUser;
  onAction: (action: UserAction, user: AdminUser) => void;
}) {
  const may = user.actions;
  const { t } = useTranslation();
  const pick = (action: UserAction) => () => onAction(action, user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('admin.actions.menu', { username: user.username })}
        >
          <MoreHorizontal className="size-4" aria-hidden />
          <span aria-hidden>{t('admin.area.users.columns.actions')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={pick('details')}>
          <Eye className="size-4 text-haze" aria-hidden />
          {t('admin.actions.details')}
        </DropdownMenuItem>
        {may.grant ? (
          <DropdownMenuItem onSelect={pick('grant')}>
            <Coins className="size-4 text-gold-300" aria-hidden />
            {t('admin.actions.grant')}
          </DropdownMenuItem>
        ) : null}
        {may.message ? (
          <DropdownMenuItem onSelect={pick('message')}>
            <Mail className="size-4 text-sky-300" aria-hidden />
            {t('admin.actions.message')}
          </DropdownMenuItem>
        ) : null}
        {may.role ? (
          <DropdownMenuItem onSelect={pick('role')}>
            <ShieldCheck className="size-4 text-arcane-300" aria-hidden />
            {t('admin.actions.role')}
          </DropdownMenuItem>
        ) : null}
        {may.reset ? (
          <DropdownMenuItem onSelect={pick('reset')}>
            <RotateCcw className="size-4 text-haze" aria-hidden />
            {t('admin.actions.reset')}
          </DropdownMenuItem>
        ) : null}
        {may.ban || may.unban || may.delete ? <DropdownMenuSeparator /> : null}
        {user.isBanned && may.unban ? (
          <DropdownMenuItem onSelect={pick('unban')}>
            <Undo2 className="size-4 text-verdant-300" aria-hidden />
            {t('admin.actions.unban')}
          </DropdownMenuItem>
        ) : null}
        {!user.isBanned && may.ban ? (
          <DropdownMenuItem onSelect={pick('ban')}>
            <Ban className="size-4 text-ember-300" aria-hidden />
            {t('admin.actions.ban')}
          </DropdownMenuItem>
        ) : null}
        {may.delete && user.isActive ? (
          <DropdownMenuItem onSelect={pick('delete')}>
            <Trash2 className="size-4 text-ember-300" aria-hidden />
            {t('admin.actions.delete')}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
