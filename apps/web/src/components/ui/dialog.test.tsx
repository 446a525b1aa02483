import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { Dialog } from './dialog';

beforeAll(async () => {
  await initI18n();
});

describe('Dialog', () => {
  it('is a modal dialog named by its title, with a labelled close button', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Giriş Yap" onClose={onClose}>
        <p>body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Giriş Yap' });
    expect(dialog.tagName).toBe('DIALOG');
    screen.getByRole('button', { name: 'Kapat' }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape (the cancel event) without letting the browser close it first', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Bildirimler" onClose={onClose}>
        <p>body</p>
      </Dialog>,
    );
    const event = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), event);
    expect(event.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
