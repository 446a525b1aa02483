import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/logout';
import { ResponsibleGamingPage } from '@/features/protection/components/responsible-gaming-page';
import { rememberLogoutReason } from '@/lib/logout-notice';

/**
 * /dashboard/responsible-gaming. A time-out, self-exclusion or closure ends the session on the
 * server; the page logs out here (the hub's Logout may come first, or not at all when offline).
 */
export default function ResponsibleGamingRoute() {
  const navigate = useNavigate();
  return (
    <ResponsibleGamingPage
      onSessionEnded={(reason) => {
        rememberLogoutReason(reason);
        void logout(navigate, undefined, { callServer: false });
      }}
    />
  );
}
