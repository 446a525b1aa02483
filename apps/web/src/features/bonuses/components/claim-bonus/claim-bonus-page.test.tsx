import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  bodiesFor,
  customerBonus,
  mockApi,
  offer,
  renderWith,
  setupI18n,
  testClient,
} from '../../test-utils';
import { clearSession, setSession } from '@/stores/session';
import { sessionWith } from '@/test/session';
import { ClaimBonusPage } from './claim-bonus-page';

const SESSION_FOR_LINK = sessionWith({ token: 't', balance: 0, username: 'ayse1990', usercode: '12345678' });

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(() => setupI18n('tr'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const card = (title: string) => screen.getByRole('article', { name: title });

describe('the claim bonus page', () => {
  it('shows each offer with its rules in plain Turkish', async () => {
    mockApi({
      'bonus/list': {
        data: [
          offer(1),
          offer(2, {
            kind: 'freeMoney',
            title: 'Bedava ₺50',
            amount: 50,
            percent: null,
            maxAmount: null,
            minDeposit: null,
            wageringMultiple: 0,
            maxBet: null,
            validityDays: 1,
            registeredWithinDays: 30,
          }),
        ],
      },
    });
    renderWith(<ClaimBonusPage />);
    expect(screen.getByRole('status', { name: 'Bonuslar yükleniyor' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonus Talep' })).toBeTruthy();

    const match = await screen.findByRole('article', { name: 'Hoş Geldin Bonusu' });
    const line = (label: string) => within(match).getByText(label).nextElementSibling?.textContent;
    expect(within(match).getByText('Yatırım Bonusu')).toBeTruthy();
    expect(within(match).getByText('İlk yatırımınıza %100 bonus.')).toBeTruthy();
    expect(line('Bonus')).toBe('Yatırımınıza %100 bonus, en fazla ₺1.000');
    expect(line('En az yatırım')).toBe('₺100');
    expect(line('Çevrim şartı')).toBe('Bonus tutarının 35 katı');
    expect(line('En yüksek bahis')).toBe('Çevrim sırasında bahis başına en fazla ₺50');
    expect(line('Geçerlilik')).toBe('Tanımlandıktan sonra 7 gün');
    expect(line('Kimler alabilir')).toBe('Telefonu doğrulanmış tüm üyeler');
    const shares = within(match)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(shares).toEqual([
      'Slot %100',
      'Canlı Casino %10',
      'Oyunlar %10',
      'Tombala %50',
      'TV Oyunları %10',
    ]);
    expect(within(match).getByRole('button', { name: 'Talep Et' })).toBeTruthy();

    const free = card('Bedava ₺50');
    const freeLine = (label: string) => within(free).getByText(label).nextElementSibling?.textContent;
    expect(freeLine('Bonus')).toBe('₺50 bonus');
    expect(freeLine('En az yatırım')).toBe('Yatırım gerekmez');
    expect(freeLine('Çevrim şartı')).toBe('Çevrim şartı yok');
    expect(freeLine('Kimler alabilir')).toBe('Üyeliğin ilk 30 gününde');
    expect(within(free).queryByText('En yüksek bahis')).toBeNull();
    expect(within(free).queryByText('Oyunların çevrime katkısı')).toBeNull();
  });

  it('says what a free-rounds offer gives: the rounds, the game and one round’s value, not ₺0', async () => {
    const freeRounds = {
      gameCode: 'sg15_nazar_palace',
      gameName: 'Nazar Palace',
      rounds: 20,
      roundValue: 0.5,
    };
    const fields = { amount: null, percent: null, maxAmount: null, minDeposit: null, wageringMultiple: 1 };
    mockApi({
      'bonus/list': {
        data: [offer(3, { kind: 'freeRounds', title: '20 Bedava Tur', ...fields, freeRounds })],
      },
    });
    renderWith(<ClaimBonusPage />);
    const rounds = await screen.findByRole('article', { name: '20 Bedava Tur' });
    expect(within(rounds).getByText('Bonus').nextElementSibling?.textContent).toBe(
      'Nazar Palace oyununda 20 bedava tur, her biri ₺0,50',
    );
  });

  it("shows an offer's maximum cash-out, and on a referral offer the player's own invite link", async () => {
    setSession({ ...SESSION_FOR_LINK });
    onTestFinished(() => clearSession());
    mockApi({
      'bonus/list': {
        data: [
          offer(
            7,
            {
              kind: 'referral',
              title: 'Arkadaşını Getir',
              amount: 250,
              percent: null,
              maxAmount: null,
              minDeposit: null,
              wageringMultiple: 10,
              maxCashout: 1000,
            },
            { claimable: false, reason: 'noReferral', reasonText: 'Henüz yok.' },
          ),
        ],
      },
    });
    renderWith(<ClaimBonusPage />);
    const referral = await screen.findByRole('article', { name: 'Arkadaşını Getir' });
    expect(within(referral).getByText('Arkadaşını Getir', { selector: 'p' })).toBeTruthy();
    expect(within(referral).getByText('En fazla nakde dönüşen').nextElementSibling?.textContent).toBe(
      '₺1.000 (fazlası silinir)',
    );
    const link = within(referral).getByRole('textbox', { name: 'Davet bağlantınız' }) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/?ref=12345678`);
  });

  it('sends { definitionId }, shows the server message as a success toast and reads the list again', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const fetchMock = mockApi({
      'bonus/list': { data: [offer(7)] },
      'bonus/claim': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              message: 'Bonusunuz hesabınıza tanımlandı.',
              data: customerBonus(31, { definitionId: 7 }),
            });
        }),
    });
    renderWith(<ClaimBonusPage />);
    await user.click(await screen.findByRole('button', { name: 'Talep Et' }));

    const busy = screen.getByRole('button', { name: 'Talep Et' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    release();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bonusunuz hesabınıza tanımlandı.'));
    expect(bodiesFor(fetchMock, 'bonus/claim')).toEqual([{ definitionId: 7 }]);
    await waitFor(() => expect(bodiesFor(fetchMock, 'bonus/list')).toHaveLength(2));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the server message of a refused claim as an error toast', async () => {
    const user = userEvent.setup();
    mockApi({
      'bonus/list': { data: [offer(7)] },
      'bonus/claim': { status: 409, success: false, message: 'Bu bonus daha önce talep edildi.' },
    });
    renderWith(<ClaimBonusPage />);
    await user.click(await screen.findByRole('button', { name: 'Talep Et' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Bu bonus daha önce talep edildi.'));
    expect(toast.success).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Talep Et' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a claim queued for an operator as awaiting approval', async () => {
    const user = userEvent.setup();
    mockApi({
      'bonus/list': { data: [offer(7, { claimMode: 'manual' })] },
      'bonus/claim': {
        message: 'Talebiniz alındı, onaylandığında bilgilendirileceksiniz.',
        data: customerBonus(31, { status: 'pending', expiresAt: null, grantedAt: null }),
      },
    });
    renderWith(<ClaimBonusPage />);
    await user.click(await screen.findByRole('button', { name: 'Talep Et' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Talebiniz alındı, onaylandığında bilgilendirileceksiniz.'),
    );
    expect(within(card('Hoş Geldin Bonusu')).getByText('Onay bekliyor')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Talep Et' })).toBeNull();
  });

  it('shows the offer whose claim waits for an operator as awaiting approval', async () => {
    mockApi({
      'bonus/list': {
        data: [
          offer(
            1,
            {},
            { claimable: false, reason: 'alreadyClaimed', reasonText: 'Bu bonusu daha önce aldınız.' },
          ),
          offer(
            2,
            { title: 'Bedava ₺25' },
            {
              claimable: false,
              reason: 'pendingClaim',
              reasonText: 'Onay bekleyen bir bonus talebiniz var.',
            },
          ),
        ],
      },
      'bonus/mine': { data: [customerBonus(9, { definitionId: 1, status: 'pending', expiresAt: null })] },
    });
    renderWith(<ClaimBonusPage />);
    const pending = await screen.findByRole('article', { name: 'Hoş Geldin Bonusu' });
    expect(await within(pending).findByText('Onay bekliyor')).toBeTruthy();
    expect(within(pending).getByText(/Talebiniz inceleniyor/)).toBeTruthy();
    expect(within(pending).queryByText('Alındı')).toBeNull();
    const other = card('Bedava ₺25');
    expect(within(other).getByText('Şu anda alınamaz')).toBeTruthy();
    expect(within(other).getByText('Onay bekleyen bir bonus talebiniz var.')).toBeTruthy();
    expect(within(other).queryByText('Onay bekliyor')).toBeNull();
  });

  it('explains why an offer cannot be claimed and links to the fix', async () => {
    mockApi({
      'bonus/list': {
        data: [
          offer(1, {}, { claimable: false, reason: 'depositRequired', reasonText: 'Önce para yatırın.' }),
          offer(
            2,
            { title: 'Deneme Bonusu', kind: 'trial' },
            {
              claimable: false,
              reason: 'phoneNotVerified',
              reasonText: 'Bu bonus için telefon numaranızı doğrulayın.',
            },
          ),
        ],
      },
    });
    renderWith(<ClaimBonusPage />);
    const deposit = await screen.findByRole('article', { name: 'Hoş Geldin Bonusu' });
    expect(within(deposit).getByText('Önce para yatırın.')).toBeTruthy();
    expect(within(deposit).getByRole('link', { name: 'Para yatır' }).getAttribute('href')).toBe(
      '/dashboard/deposit',
    );
    const trial = card('Deneme Bonusu');
    expect(within(trial).getByText('Şu anda alınamaz')).toBeTruthy();
    expect(within(trial).getByText('Bu bonus için telefon numaranızı doğrulayın.')).toBeTruthy();
    expect(within(trial).getByRole('link', { name: 'Telefonu doğrula' }).getAttribute('href')).toBe(
      '/dashboard/phone-verification',
    );
    expect(screen.queryByRole('button', { name: 'Talep Et' })).toBeNull();
  });

  it('marks an offer the player already has as claimed, with a link to their bonuses', async () => {
    mockApi({
      'bonus/list': {
        data: [
          offer(
            1,
            {},
            { claimable: false, reason: 'alreadyClaimed', reasonText: 'Bu bonusu daha önce aldınız.' },
          ),
        ],
      },
    });
    renderWith(<ClaimBonusPage />);
    const claimed = await screen.findByRole('article', { name: 'Hoş Geldin Bonusu' });
    expect(within(claimed).getByText('Alındı')).toBeTruthy();
    expect(within(claimed).getByText('Bu bonusu daha önce aldınız.')).toBeTruthy();
    expect(within(claimed).getByRole('link', { name: 'Bonuslarım' }).getAttribute('href')).toBe(
      '/dashboard/bonuses',
    );
  });

  it('marks and scrolls to the offer a promotion linked to with ?bonus=<id>', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    // jsdom has no scrollIntoView; the page calls it only where it exists.
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    mockApi({
      'bonus/list': { data: [offer(1), offer(2, { title: 'Bedava ₺25' }), offer(3, { title: 'Kayıp' })] },
    });
    const router = createMemoryRouter([{ path: '/', element: <ClaimBonusPage /> }], {
      initialEntries: ['/?bonus=2'],
    });
    render(
      <QueryClientProvider client={testClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const marked = await screen.findByRole('article', { name: 'Bedava ₺25' });
    expect(marked.getAttribute('aria-current')).toBe('true');
    expect(card('Hoş Geldin Bonusu').hasAttribute('aria-current')).toBe(false);
    expect(card('Kayıp').hasAttribute('aria-current')).toBe(false);
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrolled[0]?.contains(marked)).toBe(true);
  });

  it('marks nothing without ?bonus=', async () => {
    mockApi({ 'bonus/list': { data: [offer(1), offer(2, { title: 'Bedava ₺25' })] } });
    renderWith(<ClaimBonusPage />);
    await screen.findByRole('article', { name: 'Bedava ₺25' });
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('says so when there is nothing to claim', async () => {
    mockApi({ 'bonus/list': { data: [] } });
    renderWith(<ClaimBonusPage />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Şu anda talep edilebilecek bonus yok' }),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('reads in English with the same rules', async () => {
    await setupI18n('en');
    try {
      mockApi({ 'bonus/list': { data: [offer(1, { kind: 'cashback', percent: 10, maxAmount: null })] } });
      renderWith(<ClaimBonusPage />);
      const match = await screen.findByRole('article', { name: 'Hoş Geldin Bonusu' });
      expect(within(match).getByText('Bonus').nextElementSibling?.textContent).toBe(
        '10% of your losses back',
      );
      expect(within(match).getByText('Valid for').nextElementSibling?.textContent).toBe(
        '7 days after it is granted',
      );
      expect(within(match).getByRole('button', { name: 'Claim' })).toBeTruthy();
    } finally {
      await setupI18n('tr');
    }
  });
});
