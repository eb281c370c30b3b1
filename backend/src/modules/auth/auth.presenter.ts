import type { SessionUser } from '@common/contracts/auth.schema';
import type { Role } from '../../platform/http/actor';
import type { UserRow } from './auth.repository';

export function presentUser(user: UserRow, roles: Role[], isPremium: boolean): SessionUser {
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    profileImageUrl: user.profile_image_url,
    isPremium,
    emailVerified: user.email_verified_at !== null,
    roles,
  };
}
