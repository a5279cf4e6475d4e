import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLE } from '../../../domain/roles';
import type { signUpSchema } from '../../../domain/schemas/auth';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { userSearchText } from '../../db/user-search-text';
import type { BackgroundWork } from '../../core/plugins/background';
import type { Mailer } from '../../core/mailer';
import { hashPassword } from '../../core/passwords';
import { userChanged } from '../../core/user-cache';

/**
 * Creates an inactive gate-employee account: it cannot sign in until an administrator
 * activates it and assigns its area and gate. A taken email or username gets the same answer
 * as a new one (nothing tells who has an account); the mail tells the owner of the address.
 */
export async function signUp(
  db: Database,
  mailer: Mailer,
  background: BackgroundWork,
  form: z.output<typeof signUpSchema>,
): Promise<void> {
  const { username } = form;
  const created = await db
    .insert(users)
    .values({
      name: form.name,
      username,
      email: form.email,
      phone: form.phone,
      password_hash: await hashPassword(form.password),
      role_id: ROLE.gateEmployee,
      is_active: false,
      search_text: userSearchText(form),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created[0]) {
    userChanged(db, created[0].id);
    return;
  }

  background.run('sign-up refusal mail', async () => {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, form.email));
    await mailer.send(
      owner
        ? {
            to: form.email,
            subject: 'Parking System sign-up / التسجيل في نظام المواقف',
            text:
              'Someone asked to create an account with this email, which already has one. If it was you, sign in or reset your password; otherwise ignore this mail.\n' +
              'طلب أحدهم إنشاء حساب بهذا البريد الإلكتروني، وله حساب من قبل. إن كنت أنت فسجّل الدخول أو أعد تعيين كلمة المرور، وإلا فتجاهل هذه الرسالة.',
          }
        : {
            to: form.email,
            subject: 'Parking System sign-up / التسجيل في نظام المواقف',
            text:
              `The username "${username}" is already taken, so no account was created. Please sign up again with another username.\n` +
              `اسم المستخدم "${username}" مستخدَم من قبل، فلم يُنشأ الحساب. يرجى التسجيل مرة أخرى باسم مستخدم آخر.`,
          },
    );
  });
}
