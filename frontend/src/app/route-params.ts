import { useParams, useSearchParams } from 'react-router-dom';

/** The route's `:id` as a positive whole number, or null when it is missing or is not one. */
export function useIdParam(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The `?token=` of a link mailed to the user (password reset, e-mail confirmation); "" when it is missing. */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token') ?? '';
}
