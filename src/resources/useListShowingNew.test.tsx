import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  Create,
  List,
  memoryStore,
  ResourceContextProvider,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  DataTable,
  testDataProvider,
  Toolbar,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { signInAs } from '../test/session';
import { useListShowingNew } from './useListShowingNew';

function PlanCreate() {
  const redirect = useListShowingNew();
  return (
    <Create redirect={redirect}>
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="name" />
      </SimpleForm>
    </Create>
  );
}

function PlanList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="name" field={TextField} />
      </DataTable>
    </List>
  );
}

describe('after a create, the list shows the new record', () => {
  it('forgets the search and page the list was left with, keeps its order and page size', async () => {
    signInAs(ROLE.admin);
    const plans = [{ id: 1, name: 'Gold Monthly' }];
    const dataProvider = testDataProvider({
      getList: (async (_resource: string, { filter }: { filter: { q?: string } }) => {
        const data = plans.filter((plan) => !filter.q || plan.name.toLowerCase().includes(filter.q.toLowerCase()));
        return { data, total: data.length };
      }) as never,
      create: (async (_resource: string, { data }: { data: { name: string } }) => {
        const plan = { ...data, id: plans.length + 1 };
        plans.push(plan);
        return { data: plan };
      }) as never,
    });
    const store = memoryStore({
      locale: 'en',
      'subscription-plans.listParams': {
        filter: { q: 'gold' },
        displayedFilters: {},
        sort: 'name',
        order: 'DESC',
        page: 2,
        perPage: 25,
      },
    });
    renderWithAdmin(
      <ResourceContextProvider value="subscription-plans">
        <Routes>
          <Route path="/subscription-plans/create" element={<PlanCreate />} />
          <Route path="/subscription-plans" element={<PlanList />} />
        </Routes>
      </ResourceContextProvider>,
      { path: '/subscription-plans/create', dataProvider, store },
    );
    await userEvent.type(await screen.findByLabelText(/name/i), 'Silver Quarterly');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Silver Quarterly')).toBeInTheDocument();
    expect(screen.getByText('Gold Monthly')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search')).toHaveValue('');
    expect(store.getItem('subscription-plans.listParams')).toMatchObject({
      filter: {},
      page: 1,
      sort: 'name',
      order: 'DESC',
      perPage: 25,
    });
  });
});
