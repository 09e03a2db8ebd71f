import type { ColumnType, Generated, Kysely } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type AddressJson = {
  country: string;
  city: string;
  line1: string;
  line2: string | null;
  postCode: string;
};

export interface UserTable {
  id: Generated<string>;
  email: string;
  name: string;
  password_hash: string | null;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  current_organization_id: string | null;
  created_at: CreatedAt;
}

export interface OrganizationTable {
  id: Generated<string>;
  name: string;
  avatar_url: string | null;
  description: string | null;
  phone: string | null;
  email: string | null;
  address: Json<AddressJson> | null;
  link: string | null;
  email_notifications: Generated<boolean>;
  tag_manager_id: string | null;
  is_approved: Generated<boolean>;
  has_merchant_data: Generated<boolean>;
  promotion_enabled: Generated<boolean>;
  promotion_description: string | null;
  created_at: CreatedAt;
}

export interface MembershipTable {
  organization_id: string;
  user_id: string;
  roles: string[];
  permissions: string[];
  created_at: CreatedAt;
}

export interface SessionTable {
  id_hash: string;
  user_id: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
}

export interface LoginAttemptTable {
  id: Generated<string>;
  key: string;
  attempted_at: CreatedAt;
}

export interface AppSecretTable {
  name: string;
  value: string;
}

export interface UploadTable {
  id: Generated<string>;
  organization_id: string;
  url: string;
  content_type: string;
  size_bytes: number;
  uploaded_by: string;
  created_at: CreatedAt;
}

export interface Database {
  users: UserTable;
  organizations: OrganizationTable;
  memberships: MembershipTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  app_secrets: AppSecretTable;
  uploads: UploadTable;
}

export type Db = Kysely<Database>;
