import { useQuery } from '@tanstack/react-query';

interface AppConfig {
  appName: string;
  contactEmail: string;
}

const fallback: AppConfig = { appName: 'Sous', contactEmail: 'support@sous.example' };

/** Brand strings come from the server's config (APP_NAME, CONTACT_EMAIL), not literals. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery<AppConfig>({ queryKey: ['/api/config'] });
  return data ?? fallback;
}
