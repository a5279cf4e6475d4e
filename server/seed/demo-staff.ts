import { ROLE, type RoleId } from '../../domain/roles';
import type { users } from '../db/schema';
import { userSearchText } from '../db/user-search-text';

interface DemoStaffMember {
  name: string;
  username: string;
  phone: string;
  role_id: RoleId;
  /** Where a gate employee works: indexes into DEMO_AREAS and DEMO_GATES. */
  workplace?: { area: number; gate: number };
  is_active: boolean;
  is_email_verified: boolean;
  /** Hours since the last sign-in; none for an account never signed in to. */
  signed_in_hours_ago?: number;
}

/**
 * The operator's staff beside the four demo accounts (so about 20 in all): administrators, gate
 * employees at gates of every area, one more manager of the demo company. Some write their names
 * in Arabic, as many do; one has left (inactive), one is new (never signed in, email unverified).
 * Nobody signs in as them: their password is random (an administrator can set one).
 */
export const DEMO_STAFF: readonly DemoStaffMember[] = [
  {
    name: 'Abdulrahman Al-Shammari',
    username: 'abdulrahman.shammari',
    phone: '+966541100201',
    role_id: ROLE.admin,
    is_active: true,
    is_email_verified: true,
    signed_in_hours_ago: 4,
  },
  {
    name: 'هند المطيري',
    username: 'hind.mutairi',
    phone: '+966541100202',
    role_id: ROLE.admin,
    is_active: true,
    is_email_verified: true,
    signed_in_hours_ago: 100,
  },
  {
    name: 'Turki Al-Subaie',
    username: 'turki.subaie',
    phone: '+966541100301',
    role_id: ROLE.gateEmployee,
    workplace: { area: 0, gate: 1 },
    is_active: true,
    is_email_verified: true,
    signed_in_hours_ago: 3,
  },
  {
    name: 'Majed Al-Ghamdi',
    username: 'majed.ghamdi',
    phone: '+966541100302',
    role_id: ROLE.gateEmployee,
    workplace: { area: 0, gate: 2 },
    is_active: true,
    is_email_verified: true,
    signed_in_hours_ago: 26,
  },
  {
    name: 'عبدالله القحطاني',
    username: 'abdullah.qahtani',
    phone: '+966541100303',
    role_id: ROLE.gateEmployee,
    workplace: { area: 1, gate: 0 },
    is_active: true,
    is_email_verified: true,
    signed_in_hours_ago: 2,
  },
  {
    name: 'Fahad Al-Zahrani',
    username: 'fahad.zahrani',
    phone: '+966541100304',
    role_id: ROLE.gateEmployee,
    workplace: { area: 1, gate: 1 },
    is_active: true,
    is_email_verified: true,
    signed_in_hours_ago: 50,
  },
  {
    name: 'Nasser Al-Dawsari',
    username: 'nasser.dawsari',
    phone: '+966541100305',
    role_id: ROLE.gateEmployee,
    workplace: { area: 1, gate: 2 },
    is_active: false,
    is_email_verified: true,
    signed_in_hours_ago: 960,
  },
  {
    name: 'Ahmed Hawsawi',
    username: 'ahmed.hawsawi',
    phone: '+966541100306',
    role_id: ROLE.gateEmployee,
    workplace: { area: 2, gate: 0 },
    is_active: true,
    is_email_verified: true,
    signed_in_hours_ago: 5,
  },
  {
    name: 'ريم العتيبي',
    username: 'reem.otaibi',
    phone: '+966541100307',
    role_id: ROLE.gateEmployee,
    workplace: { area: 2, gate: 1 },
    is_active: true,
    is_email_verified: true,
    signed_in_hours_ago: 1,
  },
  {
    name: 'Bandar Al-Juhani',
    username: 'bandar.juhani',
    phone: '+966541100308',
    role_id: ROLE.gateEmployee,
    workplace: { area: 3, gate: 0 },
    is_active: true,
    is_email_verified: true,
    signed_in_hours_ago: 8,
  },
  {
    name: 'Yazeed Al-Rashidi',
    username: 'yazeed.rashidi',
    phone: '+966541100309',
    role_id: ROLE.gateEmployee,
    workplace: { area: 3, gate: 1 },
    is_active: true,
    is_email_verified: true,
    signed_in_hours_ago: 30,
  },
  {
    name: 'مشعل العنزي',
    username: 'mishal.anazi',
    phone: '+966541100310',
    role_id: ROLE.gateEmployee,
    workplace: { area: 3, gate: 2 },
    is_active: true,
    is_email_verified: true,
    signed_in_hours_ago: 12,
  },
  {
    name: 'Saad Al-Malki',
    username: 'saad.malki',
    phone: '+966541100311',
    role_id: ROLE.gateEmployee,
    workplace: { area: 4, gate: 0 },
    is_active: true,
    is_email_verified: true,
    signed_in_hours_ago: 20,
  },
  {
    name: 'Reema Al-Balawi',
    username: 'reema.balawi',
    phone: '+966541100312',
    role_id: ROLE.gateEmployee,
    workplace: { area: 4, gate: 1 },
    is_active: true,
    is_email_verified: false,
  },
  {
    name: 'Hamad Al-Shehri',
    username: 'hamad.shehri',
    phone: '+966541100313',
    role_id: ROLE.gateEmployee,
    workplace: { area: 5, gate: 0 },
    is_active: true,
    is_email_verified: true,
    signed_in_hours_ago: 72,
  },
  {
    name: 'Waleed Al-Harthi',
    username: 'waleed.harthi',
    phone: '+966541100401',
    role_id: ROLE.companyManager,
    is_active: true,
    is_email_verified: true,
    signed_in_hours_ago: 240,
  },
];

interface SeededPlaces {
  /** The gate of DEMO_GATES index `gate` in the area of DEMO_AREAS index `area`. */
  gateOf(area: number, gate: number): { id: number; area_id: number };
  companyId: number;
  passwordHash: string;
  now: Date;
}

/** The staff as rows of the users table, placed at the seeded gates and company. */
export function demoStaffRows({
  gateOf,
  companyId,
  passwordHash,
  now,
}: SeededPlaces): Array<typeof users.$inferInsert> {
  return DEMO_STAFF.map(({ workplace, signed_in_hours_ago, ...member }) => {
    const gate = workplace ? gateOf(workplace.area, workplace.gate) : undefined;
    const email = `${member.username}@demo.sa`;
    return {
      ...member,
      email,
      password_hash: passwordHash,
      area_id: gate?.area_id ?? null,
      gate_id: gate?.id ?? null,
      company_id: member.role_id === ROLE.companyManager ? companyId : null,
      last_login_at:
        signed_in_hours_ago === undefined ? null : new Date(now.getTime() - signed_in_hours_ago * 3_600_000),
      search_text: userSearchText({ ...member, email }),
    };
  });
}
