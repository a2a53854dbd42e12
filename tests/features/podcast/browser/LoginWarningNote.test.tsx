// @vitest-environment jsdom
/**
 * The podcast admin's warning of a guessing campaign (LoginWarningNote): one alert naming each
 * area past its failed-login ceiling, nothing when there is none.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, test } from 'vitest';
import { LoginWarningNote } from '../../../../src/features/podcast/browser/LoginWarningNote.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(warnings: { area: string; ceiling: number }[]): HTMLElement {
  const container = document.createElement('div');
  act(() => createRoot(container).render(<LoginWarningNote warnings={warnings} />));
  return container;
}

test('names each area past its ceiling in one alert, and shows nothing otherwise', () => {
  expect(render([]).innerHTML).toBe('');
  const shown = render([
    { area: 'directory', ceiling: 100 },
    { area: 'podcastadmin', ceiling: 100 },
  ]);
  const alert = shown.querySelector('[role="alert"]');
  expect(alert?.textContent).toContain(
    'Someone may be guessing the password of the member directory.',
  );
  expect(alert?.textContent).toContain('this podcast admin page');
  expect(alert?.textContent).toContain('more than 100 failed logins in the last hour');
  expect(alert?.textContent).toContain('members can still log in');
});
