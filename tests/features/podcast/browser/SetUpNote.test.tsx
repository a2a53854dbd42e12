// @vitest-environment jsdom
/**
 * The podcast admin's notice of unset Planning Center ids (SetUpNote): one note naming each
 * variable whose part of the site is off; nothing when every id is set.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, test } from 'vitest';
import { SetUpNote } from '../../../../src/features/podcast/browser/SetUpNote.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(unset: string[]) {
  const container = document.createElement('div');
  act(() => createRoot(container).render(<SetUpNote unset={unset} />));
  return container;
}

test('names each unset id variable, and shows nothing when all are set', () => {
  expect(render([]).innerHTML).toBe('');
  const note = render(['PCO_DIRECTORY_LIST_ID', 'PCO_CALENDAR_TAG_YOUTH']).querySelector(
    '[role="note"]',
  );
  expect(note?.textContent).toContain(
    'Parts of the site are off until these are set: PCO_DIRECTORY_LIST_ID, PCO_CALENDAR_TAG_YOUTH.',
  );
  expect(note?.textContent).toContain('npm run doctor');
});
