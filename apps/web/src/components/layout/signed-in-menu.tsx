import type { PublicUser } from '@inmuebles/shared/users/user-schema';
import { useLogout } from '../../lib/use-logout';
import { UserMenu } from './user-menu';

/** The header's user menu with its logout: a module of its own, loaded only for a signed-in visitor. */
export function SignedInMenu({ user }: { user: PublicUser }) {
  const logout = useLogout();
  return <UserMenu user={user} onLogout={() => void logout('/')} />;
}
