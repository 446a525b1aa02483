import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { i18next } from '@/lib/i18n';
import { protectionKeys } from '../api/keys';
import { setupI18n } from '../test-utils';
import { onProtectionPush } from './on-protection-push';

vi.mock('@/components/ui/toast', () => ({ toast: { warning: vi.fn() } }));

beforeAll(() => setupI18n('tr'));
afterEach(() => vi.clearAllMocks());

const seeded = () => {
  const client = new QueryClient();
  client.setQueryData(protectionKeys.state, { stale: false });
  return client;
};

describe('the Protection hub command', () => {
  it("warns at 80 % of a limit, in the player's language, and reads the page again", async () => {
    const client = seeded();
    await onProtectionPush(client, { kind: 'limit', limit: 'deposit', period: 'day', percent: 80 });
    expect(toast.warning).toHaveBeenCalledWith('Para yatırma limiti %80 kullanıldı', {
      description: 'Günlük limitinizin %80 kısmına ulaştınız. Limit dolduğunda işlem kabul edilmez.',
    });
    expect(client.getQueryState(protectionKeys.state)?.isInvalidated).toBe(true);

    await i18next.changeLanguage('en');
    await onProtectionPush(client, { kind: 'limit', limit: 'loss', period: 'week', percent: 82.4 });
    expect(toast.warning).toHaveBeenLastCalledWith('Loss limit 82% used', {
      description: 'You have reached 82% of this limit (Weekly). Once it is full, the action is refused.',
    });
    await i18next.changeLanguage('tr');
  });

  it('says when an exclusion began and until when', async () => {
    await onProtectionPush(seeded(), { kind: 'exclusion', until: null });
    expect(toast.warning).toHaveBeenCalledWith('Mola veya uzaklaştırma başladı', { description: 'Süresiz.' });
  });

  it('only refreshes on a state change', async () => {
    const client = seeded();
    await onProtectionPush(client, { kind: 'state' });
    expect(toast.warning).not.toHaveBeenCalled();
    expect(client.getQueryState(protectionKeys.state)?.isInvalidated).toBe(true);
  });
});
