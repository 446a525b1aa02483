import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { openDialog } from '@/stores/dialogs';

/** A guarded page loaded directly (or the session ended on it): go home and ask to log in. */
export function LoginRedirect({ from }: { from: string }) {
  useEffect(() => {
    openDialog({ name: 'login', data: { redirectTo: from } });
  }, [from]);
  return <Navigate to={paths.home} replace />;
}
