/** How long ago a passwordless account must have signed in to delete itself (DELETE /api/account). */
export const DELETE_RECENT_SIGN_IN_MINUTES = 15;

/** Users per page of the admins' user list (GET /api/admin/users). */
export const ADMIN_USERS_PAGE_SIZE = 25;
