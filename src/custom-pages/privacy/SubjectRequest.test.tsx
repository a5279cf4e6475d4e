import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { HttpError, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { SubjectRequest } from './SubjectRequest';

beforeEach(() => signInAs(ROLE.admin));

/** An API that refuses the first erase for a stay still inside, and erases the second time. */
function fakeApi() {
  const erased: unknown[] = [];
  let inside = true;
  const dataProvider = testDataProvider({
    eraseSubject: async (request: unknown) => {
      if (inside) {
        inside = false;
        throw new HttpError('ps.errors.subject_still_needed', 422, {
          code: 'subject_still_needed',
          holds: [{ hold: 'open_stay', id: 41 }],
        });
      }
      erased.push(request);
      return { erased: { stays: 3, subscriptions: 1, mail: 0 } };
    },
  } as never);
  return { dataProvider, erased };
}

it('erases after a confirmation, and says which record still needs the data when refused', async () => {
  const user = userEvent.setup();
  const { dataProvider, erased } = fakeApi();
  renderWithAdmin(<SubjectRequest />, { dataProvider });
  await user.type(await screen.findByLabelText('Plate, number or email'), 'ABJ 1234');

  await user.click(screen.getByRole('button', { name: 'Erase' }));
  await user.click(await screen.findByRole('button', { name: /confirm/i }));
  expect(await screen.findByText('Stay #41, still inside')).toBeInTheDocument();
  expect(erased).toEqual([]);

  await user.click(await screen.findByRole('button', { name: 'Erase' }));
  await user.click(await screen.findByRole('button', { name: /confirm/i }));
  expect(await screen.findByText('Redacted 4 records')).toBeInTheDocument();
  expect(erased).toEqual([{ kind: 'plate', value: 'ABJ 1234' }]);
});
