import { queryOptions, useQuery } from '@tanstack/react-query';

interface AppConfig {
  appName: string;
  contactEmail: string;
}

const fallback: AppConfig = { appName: 'Sous', contactEmail: 'support@sous.example' };

/** GET /api/config, through the query client's default fetcher. */
export const appConfigQueryOptions = queryOptions<AppConfig>({ queryKey: ['/api/config'] });

/** Brand strings come from the server's config (APP_NAME, CONTACT_EMAIL), not literals. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery(appConfigQueryOptions);
  return data ?? fallback;
}
