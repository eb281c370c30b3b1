/** Calendar days as `YYYY-MM-DD` in the cook's own time zone: a plan is about days, never instants. */
export type Day = string;

const pad = (value: number) => String(value).padStart(2, '0');

export const toDay = (date: Date): Day => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export const fromDay = (day: Day): Date => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
};

export const addDays = (day: Day, days: number): Day => {
  const date = fromDay(day);
  date.setDate(date.getDate() + days);
  return toDay(date);
};

/** The Monday on or before `day` (weeks run Monday to Sunday, as the built-in plans do). */
export const weekStart = (day: Day): Day => addDays(day, -((fromDay(day).getDay() + 6) % 7));

export const weekDays = (start: Day): Day[] => Array.from({ length: 7 }, (_, index) => addDays(start, index));

export const today = (): Day => toDay(new Date());

/** "Monday 30 November", in the browser's language. */
export const dayLabel = (day: Day, locale?: string) =>
  fromDay(day).toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long' });

/** "30 Nov – 6 Dec 2026". */
export const weekLabel = (start: Day, locale?: string) => {
  const end = fromDay(addDays(start, 6));
  const first = fromDay(start).toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  const last = end.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  return `${first} – ${last}`;
};
