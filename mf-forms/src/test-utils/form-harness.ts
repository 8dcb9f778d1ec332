import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast } from 'shell/ui';

import { mockSiteApi } from './render-with-toasts';

/** What `setUpFormTests` gives a test file. */
export interface FormHarness {
  /** The fake site API of the running test (see `mockSiteApi`). */
  api: () => ReturnType<typeof mockSiteApi>;
  /** A user-event session driven by the fake clock. */
  user: () => UserEvent;
}

/**
 * Sets up a form's tests: a fake clock, the fake site API, and after each test an empty toast
 * store (a module singleton, so one test's toasts never reach the next) and the real `fetch`.
 */
export function setUpFormTests(): FormHarness {
  let api: ReturnType<typeof mockSiteApi> | undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    api = mockSiteApi();
  });
  afterEach(() => {
    act(() => {
      toast.dismiss();
      jest.runOnlyPendingTimers();
    });
    jest.useRealTimers();
    api?.mockRestore();
  });
  return {
    api: () => {
      if (!api) throw new Error('The fake site API exists only while a test runs.');
      return api;
    },
    user: () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
  };
}

/**
 * Lets a submit settle on the fake clock: loading the validation, the resolver, the submit
 * handler and the toast store each await in turn.
 */
export async function settle() {
  for (let round = 0; round < 6; round += 1) {
    await act(() => jest.advanceTimersByTimeAsync(0));
  }
}

/** Replaces a text field's value as a visitor pasting it would; an empty text only clears it. */
export async function replaceText(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') {
    await user.click(input);
    await user.paste(text);
  }
}

/**
 * Expects the panel a sent form turns into (its heading named `title`) to stay `ms` and then
 * give way to the blank form.
 */
export function expectSentPanelFor(title: string, ms: number) {
  act(() => jest.advanceTimersByTime(ms - 1));
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
}
