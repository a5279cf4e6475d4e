import { expect, test } from 'vitest';
import { DEMO, fieldMessage, pathOf, postsTo, runAxe, settle, signIn, setUpJourney } from './browser';

const journey = setUpJourney();

const EMPLOYEE = {
  name: 'سلطان الشمري',
  username: 'sultan.shammari',
  email: 'sultan.shammari@demo.sa',
  // Typed in Arabic-Indic digits, as an Arabic keyboard gives them.
  phone: '٠٥٥٩٨٧٦٥٤٣',
  password: 'Sultan#2026',
  area: 'كورنيش جدة',
  gate: 'المدخل الشمالي',
};

test('an admin creates an employee in Arabic: a mismatched password is refused in Arabic, a matching one saves, and the list finds the employee', async () => {
  const { page, baseUrl } = journey;
  const employeePosts = postsTo(page, '/api/employees');

  await page.goto(`${baseUrl}/sign-in`);
  await page.evaluate(() => localStorage.setItem('locale', 'ar'));
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.getByRole('menuitem', { name: 'الموظفون' }).click();
  await page.waitForURL(`${baseUrl}/employees`);
  expect(await settle(() => page.title(), 'الموظفون — نظام المواقف')).toBe('الموظفون — نظام المواقف');
  // A search left in the list, which the new employee will not match.
  await page.getByRole('textbox', { name: 'بحث' }).fill('لا أحد بهذا الاسم');
  await page.waitForURL(/filter=/);
  await page.getByRole('link', { name: 'إنشاء' }).click();
  await page.waitForURL(`${baseUrl}/employees/create`);

  // The gate waits for the area; an admin is offered no super admin role.
  const gate = page.getByRole('combobox', { name: /^البوابة/ });
  expect(await gate.getAttribute('aria-disabled')).toBe('true');
  await page.getByRole('combobox', { name: /^الدور/ }).click();
  expect(await page.getByRole('option').allInnerTexts()).toEqual(['مدير', 'موظف بوابة', 'معتمِد تاجر']);
  await page.keyboard.press('Escape');

  await page.getByRole('textbox', { name: /^الاسم/ }).fill(EMPLOYEE.name);
  await page.getByRole('textbox', { name: /^اسم المستخدم/ }).fill(EMPLOYEE.username);
  await page.getByRole('textbox', { name: /^البريد الإلكتروني/ }).fill(EMPLOYEE.email);
  await page.getByRole('textbox', { name: /^رقم الجوال/ }).fill(EMPLOYEE.phone);
  const password = page.getByLabel(/^كلمة المرور/);
  const confirmation = page.getByLabel(/^تأكيد كلمة المرور/);
  await password.fill(EMPLOYEE.password);
  await confirmation.fill('Sultan#2027');
  await page.getByRole('combobox', { name: /^المنطقة/ }).click();
  await page.getByRole('option', { name: EMPLOYEE.area, exact: true }).click();
  await gate.click();
  await page.getByRole('option', { name: EMPLOYEE.gate, exact: true }).click();

  // Mismatched: said under the confirmation, in Arabic, and nothing is sent.
  await page.getByRole('button', { name: 'حفظ' }).click();
  expect(await settle(() => fieldMessage(confirmation), 'كلمتا المرور غير متطابقتين')).toBe(
    'كلمتا المرور غير متطابقتين',
  );
  expect(pathOf(page)).toBe('/employees/create');
  expect(employeePosts).toEqual([]);
  expect(await runAxe(page)).toEqual([]);

  // Matching: saved, back to the list, which finds the employee by name and by phone.
  await confirmation.fill(EMPLOYEE.password);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await page.waitForURL(`${baseUrl}/employees`);
  await page.getByText('تم إنشاء الموظف').waitFor();
  expect(employeePosts).toHaveLength(1);

  // The list comes back without the search it was left with: the new employee is in it.
  const search = page.getByRole('textbox', { name: 'بحث' });
  const rows = page.getByRole('row');
  const row = rows.filter({ hasText: EMPLOYEE.username });
  await row.waitFor();
  expect(await search.inputValue()).toBe('');
  for (const query of ['سلطان', '0559876543']) {
    await search.fill(query);
    // The header and the one employee found.
    expect(await settle(() => rows.count(), 2), query).toBe(2);
    expect(await row.innerText()).toContain(EMPLOYEE.name);
  }
  expect(await row.innerText()).toContain('موظف بوابة');
  expect(await row.innerText()).toContain(EMPLOYEE.area);
  expect(await runAxe(page)).toEqual([]);

  journey.expectNoProblems();
});
