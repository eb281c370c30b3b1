export { authRoutes } from './auth.routes';
export { presentUser } from './auth.presenter';
export { createAuthService, hashToken, rolesFor, type AuthService, type AuthLimiters } from './auth.service';
export { verifyPassword } from './passwords';
