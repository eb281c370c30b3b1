import { useParams } from 'react-router-dom';

/** The route's `:id` as a positive whole number, or null when it is missing or is not one. */
export function useIdParam(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
