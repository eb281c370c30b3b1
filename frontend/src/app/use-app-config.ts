import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';

interface AppConfig {
  appName: string;
  contactEmail: string;
}

const fallback: AppConfig = { appName: 'Sous', contactEmail: 'support@sous.example' };

/** GET /api/config: brand strings from the server's config (APP_NAME, CONTACT_EMAIL). */
export const appConfigQueryOptions = queryOptions({
  queryKey: ['/api/config'],
  queryFn: () => apiGet<AppConfig>('/api/config'),
});

/** Brand strings come from the server's config, not literals. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery(appConfigQueryOptions);
  return data ?? fallback;
}
