import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../domain/roles';
import AreaCreate from '../resources/areas/AreaCreate';
import GateCreate from '../resources/gates/GateCreate';
import SubAreaCreate from '../resources/sub-areas/SubAreaCreate';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { signInAs } from '../test/session';

const dataProvider = testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never });

const FORMS: Array<[string, ComponentType]> = [
  ['areas', AreaCreate],
  ['gates', GateCreate],
  ['sub-areas', SubAreaCreate],
];

function renderForm(resource: string, Form: ComponentType) {
  renderWithAdmin(
    <ResourceContextProvider value={resource}>
      <Form />
      <Link to="/home">Leave</Link>
    </ResourceContextProvider>,
    { path: `/${resource}/create`, dataProvider },
  );
}

const location = () => screen.getByTestId('location').textContent;

/** The label as the user sees it, asterisk included (the asterisk is hidden from screen readers). */
const labelOf = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`)?.textContent;

/** The browser's "Leave this page?" question, answered as the test says (happy-dom has none). */
function answerConfirm(...answers: boolean[]) {
  const confirm = vi.fn((_message?: string) => answers.shift() ?? true);
  window.confirm = confirm;
  return confirm;
}

beforeEach(() => signInAs(ROLE.superAdmin));
afterEach(() => vi.restoreAllMocks());

describe.each(FORMS)('the %s form', (resource, Form) => {
  it('asks before leaving with unsaved changes, and stays when the user says no', async () => {
    const confirm = answerConfirm(false, true);
    renderForm(resource, Form);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'North');

    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/changes weren't saved/));
    expect(location()).toBe(`/${resource}/create`);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('North');

    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it('leaves without asking when nothing was changed', async () => {
    const confirm = answerConfirm();
    renderForm(resource, Form);
    await screen.findByRole('textbox', { name: /^Name/ });
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/home'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('marks its required name with an asterisk', async () => {
    renderForm(resource, Form);
    expect(labelOf(await screen.findByRole('textbox', { name: /^Name/ }))).toMatch(/^Name\s\*$/);
  });
});

describe('the area form', () => {
  it('marks only what the schema requires, and explains free, grace and cooldown minutes', async () => {
    renderForm('areas', AreaCreate);
    expect(labelOf(await screen.findByRole('spinbutton', { name: /^Max capacity/ }))).toMatch(/^Max capacity\s\*$/);
    expect(labelOf(screen.getByRole('textbox', { name: 'Arabic name' }))).toBe('Arabic name');
    expect(screen.getByRole('spinbutton', { name: /^Free time/ })).toHaveAccessibleDescription(
      /longer one is charged from its first minute/,
    );
    expect(screen.getByRole('spinbutton', { name: /^Exit grace after payment/ })).toHaveAccessibleDescription(
      /after paying/,
    );
    expect(screen.getByRole('spinbutton', { name: /^Re-entry cooldown/ })).toHaveAccessibleDescription(
      /no free minutes/,
    );
  });
});
