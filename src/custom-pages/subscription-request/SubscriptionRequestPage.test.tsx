import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { SubscriptionRequestPage } from './SubscriptionRequestPage';

afterEach(() => vi.restoreAllMocks());

const API_KEY = 'public-key-of-the-test';
const AREAS = [
  { id: 1, name: 'Olaya Business District', name_ar: 'حي العليا التجاري' },
  { id: 2, name: 'Jeddah Corniche', name_ar: 'كورنيش جدة' },
];
const PLANS = [
  {
    id: 10,
    area_id: 1,
    name_en: 'Monthly Plan',
    name_ar: 'الباقة الشهرية',
    description: 'شهر كامل',
    duration: 30,
    duration_unit: 'days',
    price: 400,
    max_vehicles: 2,
  },
  {
    id: 20,
    area_id: 2,
    name_en: 'Corniche Monthly',
    name_ar: 'كورنيش شهري',
    description: 'شهر على البحر',
    duration: 1,
    duration_unit: 'months',
    price: 350,
    max_vehicles: 1,
  },
];

interface SentRequest {
  body: Record<string, unknown>;
  headers: Headers;
}

/** The server as the page sees it: its settings, the public lists, and the request endpoint. */
function fakeServer(
  answer: () => Response = () => new Response(JSON.stringify({ reference: 'SUB-000321' }), { status: 201 }),
) {
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
    if (url.endsWith('/api/settings'))
      return json({ time_zone: 'Asia/Riyadh', currency: 'SAR', sign_up_enabled: false, public_api_key: API_KEY });
    if (url.endsWith('/api/public/areas')) return json(AREAS);
    if (url.endsWith('/api/public/plans')) return json(PLANS);
    if (url.endsWith('/api/public/subscription-requests')) {
      const request = input instanceof Request ? input : new Request(url, init);
      sent.push({ body: (await request.clone().json()) as Record<string, unknown>, headers: request.headers });
      return answer();
    }
    return new Response('{}', { status: 404 });
  });
  return sent;
}

const combobox = (name: RegExp) => screen.findByRole('combobox', { name });

async function choose(name: RegExp, option: string | RegExp) {
  await userEvent.click(await combobox(name));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fill(label: RegExp, value: string) {
  const input = await screen.findByLabelText(label, { selector: 'input, textarea' });
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe('the public subscription request', () => {
  it("comes from a reminder's renewal link with its area and plan chosen, and ignores a plan of another area", async () => {
    fakeServer();
    const renewal = renderWithAdmin(<SubscriptionRequestPage />, {
      path: '/subscription-request?area_id=2&plan_id=20',
      locale: 'en',
    });
    expect(await combobox(/^Area/)).toHaveTextContent('Jeddah Corniche');
    expect(await combobox(/^Plan/)).toHaveTextContent(/Corniche Monthly/);
    renewal.unmount();
    renderWithAdmin(<SubscriptionRequestPage />, { path: '/subscription-request?area_id=2&plan_id=10', locale: 'en' });
    expect(await combobox(/^Area/)).toHaveTextContent('Jeddah Corniche');
    expect(await combobox(/^Plan/)).not.toHaveTextContent(/Monthly Plan/);
  });

  it('says in Arabic what each field needs, and sends nothing', async () => {
    const sent = fakeServer();
    renderWithAdmin(<SubscriptionRequestPage />, { path: '/subscription-request', locale: 'ar' });
    await fill(/^رقم الجوال/, '12345');
    await userEvent.click(await screen.findByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(screen.getAllByText('مطلوب').length).toBeGreaterThanOrEqual(5));
    expect(screen.getByText('يجب أن يكون رقم جوال سعوديًا (0512345678)')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Invalid|expected|received|Required/i);
    expect(sent).toHaveLength(0);
  });

  it("offers the areas in the order of their names in the screen's language", async () => {
    fakeServer();
    const areaNames = async () => {
      await userEvent.click(await combobox(/^(Area|المنطقة)/));
      const names = within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent?.trim())
        .filter(Boolean);
      await userEvent.keyboard('{Escape}');
      return names;
    };
    // The API answers Olaya before Jeddah (by the English name): Jeddah comes first in English, حي العليا in Arabic.
    const english = renderWithAdmin(<SubscriptionRequestPage />, { path: '/subscription-request', locale: 'en' });
    expect(await areaNames()).toEqual(['Jeddah Corniche', 'Olaya Business District']);
    english.unmount();
    renderWithAdmin(<SubscriptionRequestPage />, { path: '/subscription-request', locale: 'ar' });
    expect(await areaNames()).toEqual(['حي العليا التجاري', 'كورنيش جدة']);
  });

  it('names in Arabic a letter that is not a Saudi plate letter', async () => {
    fakeServer();
    renderWithAdmin(<SubscriptionRequestPage />, { path: '/subscription-request', locale: 'ar' });
    await fill(/^حروف اللوحة/, 'ABC');
    await userEvent.click(await screen.findByRole('button', { name: 'إرسال الطلب' }));
    // The letter as typed, isolated inside the Arabic sentence.
    expect(await screen.findByText('«\u2068C\u2069» ليس من حروف اللوحات السعودية')).toBeInTheDocument();
  });

  it("offers the chosen area's plans with price and duration, and sends exactly the form's fields with the key", async () => {
    const sent = fakeServer();
    renderWithAdmin(<SubscriptionRequestPage />, { path: '/subscription-request', locale: 'ar' });
    await fill(/^اسم مقدّم الطلب/, 'هدى الشهري');
    await fill(/^رقم الجوال/, '0501234567');
    expect(screen.getByRole('button', { name: 'إضافة مركبة' })).toBeInTheDocument();
    await choose(/^المنطقة/, 'كورنيش جدة');
    await userEvent.click(await combobox(/^الباقة/));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => (option.textContent ?? '').replace(/\s/g, ' ').replace(/[\u200e\u200f]/g, ''));
    expect(options.filter((option) => option.trim())).toEqual(['كورنيش شهري · شهر واحد · 350.00 ر.س.']);
    await userEvent.click(screen.getByRole('option', { name: /كورنيش شهري/ }));
    expect(await screen.findByText('تسمح الباقة بمركبة واحدة')).toBeInTheDocument();
    await fill(/^حروف اللوحة/, 'ح ب ا');
    await fill(/^رقم اللوحة/, '١٢٣٤');
    await fill(/^الطراز/, 'كامري');
    await fill(/^اللون/, 'أبيض');
    // One vehicle is the plan's max: no second one can be added.
    expect(screen.queryByRole('button', { name: 'إضافة مركبة' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الطلب' }));

    expect(await screen.findByText('SUB-000321')).toBeInTheDocument();
    expect(screen.getByText('تم استلام طلبك، وسنتواصل معك على رقم جوالك.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('X-API-Key')).toBe(API_KEY);
    const { body } = sent[0]!;
    expect(Object.keys(body).sort()).toEqual(
      ['applicant_name', 'applicant_notes', 'area_id', 'email', 'phone', 'plan_id', 'vehicles'].sort(),
    );
    expect(body).toMatchObject({
      applicant_name: 'هدى الشهري',
      phone: '+966501234567',
      area_id: 2,
      plan_id: 20,
      // The plate typed in Arabic (as its Arabic row reads) is sent as the plate module stores it: its Latin letters.
      vehicles: [{ plate_letters: 'ABJ', plate_number: '1234', model: 'كامري', colour: 'أبيض' }],
    });
  });

  it('hides the honeypot from people and assistive technology', async () => {
    fakeServer();
    renderWithAdmin(<SubscriptionRequestPage />, { path: '/subscription-request' });
    await screen.findByRole('button', { name: 'Send request' });
    const honeypot = document.querySelector('input[name="website"]')!;
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
  });

  it('shows the field errors the server returns under their fields', async () => {
    fakeServer(
      () =>
        new Response(
          JSON.stringify({
            message: 'Invalid',
            code: 'validation_failed',
            errors: { plan_id: 'ps.validation.individual_plan_of_area' },
          }),
          { status: 400 },
        ),
    );
    renderWithAdmin(<SubscriptionRequestPage />, { path: '/subscription-request' });
    await fill(/^Applicant name/, 'Huda');
    await fill(/^Mobile number/, '0501234567');
    await choose(/^Area/, 'Olaya Business District');
    await choose(/^Plan/, /^Monthly Plan/);
    await fill(/^Plate letters/, 'ABJ');
    await fill(/^Plate number/, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Must be an active individual plan of the chosen area')).toBeInTheDocument();
  });
});
