import type { SessionRestriction } from '@lalebet/shared/lifting';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/logout';
import { BlockedPage } from '@/features/protection/components/blocked-page';
import { patchSession } from '@/stores/session';

/**
 * The page of a withdraw-only session (docs/decisions/033-lifting-and-withdraw-only.md): the
 * block, withdraw and history links, the lift request; logging out, or, once the block is over,
 * back to the ordinary site.
 */
export function RestrictedView({ restriction }: { restriction: SessionRestriction }) {
  const navigate = useNavigate();
  return (
    <BlockedPage
      restriction={restriction}
      onLogout={() => void logout(navigate)}
      onLifted={() => {
        patchSession({ restriction: undefined });
        void navigate(paths.home);
      }}
    />
  );
}
