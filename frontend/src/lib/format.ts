/** Badge counts read '99+' above 99 (spec section 9). */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
