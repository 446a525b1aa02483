import type { Profile } from '@lalebet/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, setupI18n } from '../../test-utils';
import { AccountDetails } from './account-details';

const PROFILE: Profile = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  username: 'ayseyilmaz',
  email: 'ayse@example.com',
  phone: '905321234567',
  birthDate: '1990-04-23',
  country: { id: 792, name: 'Türkiye' },
  usercode: '100234',
  smsVerified: false,
  memberSince: '2024-01-15T09:30:00.000Z',
  previousLogin: { at: '2024-05-01T10:00:00.000Z', ip: '85.105.1.2' },
};

const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('AccountDetails', () => {
  it('shows the profile formatted in Turkish, with the phone badge and a link to verify', async () => {
    await setupI18n('tr');
    mockApi({ 'customer/profile': { data: PROFILE } });
    renderPage(<AccountDetails />);
    await screen.findByText('Ayşe');
    expect(value('Soyad')).toBe('Yılmaz');
    expect(value('Doğum tarihi')).toBe('23 Nisan 1990');
    expect(value('Ülke')).toBe('Türkiye');
    expect(value('Telefon')).toContain('+90 532 123 45 67');
    expect(screen.getByText('Doğrulanmadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Numaramı doğrula' }).getAttribute('href')).toBe(
      '/dashboard/phone-verification',
    );
    expect(value('Üyelik tarihi')).toBe('15 Ocak 2024');
    expect(value('Önceki giriş')).toContain('IP: 85.105.1.2');
  });

  it('shows dates in English and a verified badge', async () => {
    await setupI18n('en');
    mockApi({ 'customer/profile': { data: { ...PROFILE, smsVerified: true, previousLogin: null } } });
    renderPage(<AccountDetails />);
    await screen.findByText('Ayşe');
    expect(value('Date of birth')).toBe('23 April 1990');
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Verify my number' })).toBeNull();
    expect(value('Previous login')).toBe('This is your first login.');
  });
});
