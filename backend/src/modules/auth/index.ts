export { authRoutes } from './auth.routes';
export { createAuthService, hashToken, rolesFor, type AuthService, type AuthLimiters } from './auth.service';
