import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi } from '@/test/mock-api';
import { render } from '@/test/render';
import { DefinitionFormDialog } from './definition-form-dialog';

const info = vi.fn();
vi.mock('sonner', () => ({ toast: { info: (...a: unknown[]) => info(...a), success: vi.fn() } }));
/** What the server answers a new definition: a request waiting for a second bonus manager. */
const PENDING = {
  status: 'pending',
  requestId: 9,
  liability: { bonusPerPlayer: '10000', cashPerPlayer: '20000', playersNow: 3, totalNow: '60000' },
};

const CREATE = 'POST /api/admin/bonusdefinitions';
const renderDialog = () => render(<DefinitionFormDialog open onClose={vi.fn()} />);

// Without an i18n instance the labels are their keys, which is enough to find the fields.
const field = (key: string) => screen.getByLabelText(key);
const type = (key: string, value: string) => fireEvent.change(field(key), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

function fillOffer() {
  type('field.code', 'spor-hosgeldin');
  type('field.titleTr', 'Spor bonusu');
  type('field.titleEn', 'Sports bonus');
  type('field.descriptionTr', 'Spor bahisleri için bonus.');
  type('field.descriptionEn', 'A bonus for sports bets.');
  type('field.amount', '100');
  type('field.wageringMultiple', '5');
  type('field.maxCashout', '200');
}

describe('bonus definition form: sports rules', () => {
  it('sends the sports rules as typed (a comma is a decimal point)', async () => {
    const api = mockApi({ [CREATE]: PENDING });
    renderDialog();
    fillOffer();
    fireEvent.click(field('field.sportsStake'));
    type('field.sportsContribution', '50');
    type('field.sportsMinOdds', '1,75');
    fireEvent.click(screen.getByRole('button', { name: 'create' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({
      sportsStake: true,
      sportsContribution: 50,
      sportsMinOdds: 1.75,
      sportsSystemBets: false,
    });
    // Nothing is created yet: the operator reads that it awaits approval, not an error.
    await waitFor(() => expect(info).toHaveBeenCalledWith('pendingApproval'));
  });

  it('refuses zero wagering and a missing cash-out cap on free money before sending', async () => {
    const api = mockApi();
    renderDialog();
    fillOffer();
    type('field.wageringMultiple', '0');
    type('field.maxCashout', '');
    fireEvent.click(screen.getByRole('button', { name: 'create' }));
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining([expect.stringMatching(/v\.min$/), expect.stringMatching(/v\.required$/)]),
    );
    expect(api.calls).toEqual([]);
  });

  it('refuses a contribution above 100 % before sending', async () => {
    const api = mockApi();
    renderDialog();
    fillOffer();
    type('field.sportsContribution', '150');
    fireEvent.click(screen.getByRole('button', { name: 'create' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/v\.max$/);
    expect(api.calls).toEqual([]);
  });
});

describe('bonus definition form: free rounds', () => {
  it('asks for the game, prepaid, round value and count instead of an amount, and sends them in kuruş', async () => {
    const api = mockApi({ [CREATE]: PENDING });
    renderDialog();
    fillOffer(); // an amount typed before the kind changes is not sent
    expect(screen.queryByLabelText('field.freeRoundsGameCode')).toBeNull();
    fireEvent.change(field('field.kind'), { target: { value: 'freeRounds' } });
    for (const money of ['field.amount', 'field.percent', 'field.maxAmount', 'field.minDeposit'])
      expect(screen.queryByLabelText(money)).toBeNull();
    type('field.freeRoundsGameCode', 'sg15_nazar_palace');
    type('field.freeRoundsPrepaidUuid', 'ce20267a-635c-4cc7-84f7-40273fb85e4a');
    type('field.freeRoundsBetValue', '0,50');
    type('field.freeRoundsCount', '20');
    fireEvent.click(screen.getByRole('button', { name: 'create' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({
      kind: 'freeRounds',
      amount: null,
      percent: null,
      freeRoundsGameCode: 'sg15_nazar_palace',
      freeRoundsPrepaidUuid: 'ce20267a-635c-4cc7-84f7-40273fb85e4a',
      freeRoundsBetValue: 50,
      freeRoundsCount: 20,
    });
  });

  it("fills the template, round value and count from the provider's list, and says when it cannot answer", async () => {
    const LIST = 'GET /api/admin/bonusdefinitions/prepaids';
    const uuid = 'ce20267a-635c-4cc7-84f7-40273fb85e4a';
    let answer: unknown = { items: [{ prepaidUuid: uuid, currency: 'TRY', betValue: 150, betCount: 25 }] };
    const api = mockApi({ [LIST]: () => answer });
    renderDialog();
    fireEvent.change(field('field.kind'), { target: { value: 'freeRounds' } });
    const fetchButton = screen.getByRole('button', { name: 'freeRounds.fetchPrepaids' });
    expect(fetchButton).toHaveProperty('disabled', true); // no game typed yet
    type('field.freeRoundsGameCode', 'sg15_nazar_palace');
    fireEvent.click(fetchButton);
    const list = await screen.findByRole('list', { name: 'freeRounds.prepaidsOf' });
    expect(api.callsTo(LIST)[0]?.query.get('gameCode')).toBe('sg15_nazar_palace');
    fireEvent.click(list.querySelector('button')!);
    await waitFor(() => expect(field('field.freeRoundsPrepaidUuid')).toHaveProperty('value', uuid));
    expect(field('field.freeRoundsBetValue')).toHaveProperty('value', '1.50');
    expect(field('field.freeRoundsCount')).toHaveProperty('value', '25');

    answer = fail(502, 'FREE_ROUNDS_PREPAIDS_UNAVAILABLE', 'Şablonlar şu anda alınamadı.');
    type('field.freeRoundsGameCode', 'another_game');
    fireEvent.click(fetchButton);
    expect((await screen.findByRole('alert')).textContent).toBe('Şablonlar şu anda alınamadı.');
  });
});
