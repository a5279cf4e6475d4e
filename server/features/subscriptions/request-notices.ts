import { and, eq, or } from 'drizzle-orm';
import { composeRequestNotice, REQUEST_NOTICE_SUBJECT } from '../../../domain/request-notice';
import { bilingualMail } from '../../../domain/reminder';
import { ROLE } from '../../../domain/roles';
import type { Database } from '../../db/client';
import { areas, users } from '../../db/schema';
import type { Mailer } from '../../core/mailer';

/** A public request just filed: what its notice names. */
export interface FiledRequest {
  id: number;
  reference: string;
  applicant_name: string;
  area_id: number;
}

/**
 * Tells whoever decides a public request that it arrived: the active super admins and the active
 * admins of its area, each by mail with the link to the request. Neither the phone nor the email
 * of the applicant goes into the mail: the link shows them to whoever may read them.
 */
export async function tellAdminsOfRequest(db: Database, mailer: Mailer, publicUrl: string, request: FiledRequest) {
  const [[area], recipients] = await Promise.all([
    db.select({ name: areas.name, name_ar: areas.name_ar }).from(areas).where(eq(areas.id, request.area_id)),
    db
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          eq(users.is_active, true),
          or(
            eq(users.role_id, ROLE.superAdmin),
            and(eq(users.role_id, ROLE.admin), eq(users.area_id, request.area_id)),
          ),
        ),
      ),
  ]);
  const mail = bilingualMail(REQUEST_NOTICE_SUBJECT, (language) =>
    composeRequestNotice(
      {
        reference: request.reference,
        applicantName: request.applicant_name,
        areaName: language === 'ar' ? (area!.name_ar ?? area!.name) : area!.name,
        url: `${publicUrl}/subscriptions/${request.id}/show`,
      },
      language,
    ),
  );
  for (const { email } of recipients) await mailer.send({ to: email, ...mail });
}
