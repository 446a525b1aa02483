import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { Toaster } from './toaster';
import { topLayerStore } from './top-layer';

describe('the toaster', () => {
  it('renders inside the open modal dialog, and back in the page once it closes', () => {
    const view = render(
      <>
        <Toaster />
        <Dialog title="Login" onClose={() => {}}>
          <p>form</p>
        </Dialog>
      </>,
    );
    const dialog = screen.getByRole('dialog');
    expect(topLayerStore.get().modals).toEqual([dialog]);
    expect(dialog.querySelector('section[aria-label]')).not.toBeNull();

    view.rerender(<Toaster />);
    expect(topLayerStore.get().modals).toEqual([]);
    expect(document.body.querySelector(':scope > div > section[aria-label]')).not.toBeNull();
  });
});
