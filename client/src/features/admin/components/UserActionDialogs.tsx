import type { AdminUser } from '@protocol/api/admin.ts';
import { useTranslation } from 'react-i18next';
import { BanDialog } from '@/components/admin/ban-dialog.tsx';
import { GrantDialog } from '@/components/admin/grant-dialog.tsx';
import { RoleDialog } from '@/components/admin/role-dialog.tsx';
import { UserDetailsDialog } from '@/components/admin/user-details-dialog.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import {
  useAreaBan,
  useAreaDelete,
  useAreaGrant,
  useAreaMessage,
  useAreaReset,
  useAreaRole,
  useAreaUnban,
} from '../api/user-actions.ts';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { MessageDialog } from './MessageDialog.tsx';
import { ResetProgressDialog } from './ResetProgressDialog.tsx';
import type { UserAction } from './UserActionsMenu.tsx';

/** Each row action's confirmation dialog; a dialog closes on success and stays open on failure. */
export function UserActionDialogs({
  open,
  onClose,
}: {
  open: { action: UserAction; user: AdminUser } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ban = useAreaBan();
  const unban = useAreaUnban();
  const grant = useAreaGrant();
  const message = useAreaMessage();
  const role = useAreaRole();
  const reset = useAreaReset();
  const remove = useAreaDelete();
  const user = open?.user ?? null;
  const is = (action: UserAction) => open?.action === action;
  const closeOn = (next: boolean) => (next ? null : onClose());
  const done = { onSuccess: onClose };

  return (
    <>
      <UserDetailsDialog user={is('details') ? user : null} onOpenChange={closeOn} />
      {user ? (
        <>
          <BanDialog
            key={`ban-${user.id}`}
            username={user.username}
            open={is('ban')}
            onOpenChange={closeOn}
            withDuration
            pending={ban.isPending}
            onSubmit={(values) => ban.mutate({ user, values }, done)}
          />
          <ConfirmDialog
            open={is('unban')}
            onOpenChange={closeOn}
            title={t('admin.dialogs.unban.title', { username: user.username })}
            description={t('admin.dialogs.unban.text')}
            confirmLabel={t('admin.dialogs.unban.confirm')}
            cancelLabel={t('common.cancel')}
            onConfirm={() => unban.mutate({ user, values: null })}
          />
          <GrantDialog
            key={`grant-${user.id}`}
            username={user.username}
            open={is('grant')}
            onOpenChange={closeOn}
            reasonRequired
            pending={grant.isPending}
            onSubmit={(values) => grant.mutate({ user, values }, done)}
          />
          <MessageDialog
            key={`message-${user.id}`}
            username={user.username}
            open={is('message')}
            onOpenChange={closeOn}
            pending={message.isPending}
            onSubmit={(values) => message.mutate({ user, values }, done)}
          />
          <RoleDialog
            key={`role-${user.id}`}
            username={user.username}
            currentRole={user.role}
            open={is('role')}
            onOpenChange={closeOn}
            pending={role.isPending}
            onSubmit={(values) => role.mutate({ user, values }, done)}
          />
          <ResetProgressDialog
            key={`reset-${user.id}`}
            username={user.username}
            open={is('reset')}
            onOpenChange={closeOn}
            pending={reset.isPending}
            onSubmit={(values) => reset.mutate({ user, values }, done)}
          />
          <DeleteUserDialog
            key={`delete-${user.id}`}
            username={user.username}
            open={is('delete')}
            onOpenChange={closeOn}
            pending={remove.isPending}
            onSubmit={(values) => remove.mutate({ user, values }, done)}
          />
        </>
      ) : null}
    </>
  );
}
