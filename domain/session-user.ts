/** The user of SPEC section 3 as the login answer and /api/auth/me carry it. */
export interface SessionUser {
  id: number;
  name: string;
  userName: string;
  email: string;
  avatar: string;
  authority: string[];
  role: { role_id: number; name: string };
  company_id: number | null;
  area_id: number | null;
  gate_id: number | null;
}

export interface LoginResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  user: SessionUser;
}

/** Seconds a token lives when the server does not say (SPEC section 7). */
export const DEFAULT_EXPIRES_IN = 86_400;
