/** Days of the week as the contract names them and as they are stored (ISO numbers, 1 = Monday). */
import type { Schemas } from '../types.ts';

export type DayOfWeek = Schemas['DayOfWeek'];

const DAYS: DayOfWeek[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
export const dayNumber = (day: DayOfWeek): number => DAYS.indexOf(day) + 1;
export const dayName = (n: number): DayOfWeek => DAYS[n - 1] as DayOfWeek;
export const EVERY_DAY: DayOfWeek[] = [...DAYS];
