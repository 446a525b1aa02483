import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy/waitFor give up after 1 s by default; two test files run at once on CI's two cores
// (ADR 093), where a first render of a lazy route can take longer. A missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no modal dialogs: opening one marks it open, as a browser would, so its contents
// are in the accessibility tree.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});
