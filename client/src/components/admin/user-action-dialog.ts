/**
 * What every dialog of an action on one player takes (ban, grant, role, message, reset, delete):
 * whose name it shows, its open state, whether the request is out, and what to send.
 */
export interface UserActionDialogProps<V> {
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSubmit: (values: V) => void;
}
